import { apiRoute } from "@/app/api/_lib/route";
import { listenRequest, synthesizeListen } from "@/features/learning";
import { audioResponse } from "@/lib/api/download";

/** A listen exercise's sentence as audio from the text-to-speech server, for a browser with no voice for the language. */
export const POST = apiRoute({ auth: "learner", input: listenRequest }, async ({ input, db, viewer }) =>
  audioResponse(await synthesizeListen(db, viewer, input)),
);
