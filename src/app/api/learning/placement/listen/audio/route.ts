import { apiRoute } from "@/app/api/_lib/route";
import { placementTestRef, synthesizePlacementListen } from "@/features/learning";
import { audioResponse } from "@/lib/api/download";

/** The placement test's listening item as audio from the text-to-speech server, for a browser with no voice for the language. */
export const POST = apiRoute({ auth: "learner", input: placementTestRef }, async ({ input, db, viewer }) =>
  audioResponse(await synthesizePlacementListen(db, viewer, input)),
);
