import { apiRoute } from "@/app/api/_lib/route";
import { listenRequest } from "@/features/learning";
import { synthesizeReviewSpeak } from "@/features/review";
import { audioResponse } from "@/lib/api/download";

/** A speak card's sentence as audio from the server, the model to imitate for a browser with no voice. */
export const POST = apiRoute({ auth: "learner", input: listenRequest }, async ({ input, db, viewer }) =>
  audioResponse(await synthesizeReviewSpeak(db, viewer, input)),
);
