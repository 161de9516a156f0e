import { apiRoute } from "@/app/api/_lib/route";
import { listenRequest, listenText } from "@/features/learning";

/** The sentence of a listen exercise, for the browser's speech synthesis, asked for only when it plays. */
export const POST = apiRoute({ auth: "learner", input: listenRequest }, async ({ input, db, viewer }) =>
  Response.json(await listenText(db, viewer, input)),
);
