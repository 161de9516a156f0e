import { apiRoute } from "@/app/api/_lib/route";
import { placementListen, placementTestRef } from "@/features/learning";

/** The sentence or message of the listening item on screen, asked for only when it plays. */
export const POST = apiRoute({ auth: "learner", input: placementTestRef }, async ({ input, db, viewer }) =>
  Response.json(await placementListen(db, viewer, input)),
);
