import { apiRoute } from "@/app/api/_lib/route";
import { listenRequest } from "@/features/learning";
import { reviewListenText } from "@/features/review";

/** The sentence of a listen card, for the browser's speech synthesis, asked for only when it plays. */
export const POST = apiRoute({ auth: "learner", input: listenRequest }, async ({ input, db, viewer }) =>
  Response.json(await reviewListenText(db, viewer, input)),
);
