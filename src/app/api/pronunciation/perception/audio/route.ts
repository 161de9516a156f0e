import { apiRoute } from "@/app/api/_lib/route";
import { perceptionAudio, perceptionAudioInput } from "@/features/pronunciation";
import { audioResponse } from "@/lib/api/download";

/** The word an item plays, in the server's voice, by the item's id (the word itself stays on the server). */
export const POST = apiRoute({ auth: "learner", input: perceptionAudioInput }, async ({ input, db, viewer }) =>
  audioResponse(await perceptionAudio(db, viewer, input)),
);
