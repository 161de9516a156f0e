import { apiRoute } from "@/app/api/_lib/route";
import { answerSubmission } from "@/features/learning";
import { submitReviewAnswer } from "@/features/review";

/** One answer of a review session: judged by the lessons' checker, and the card rescheduled by FSRS. */
export const POST = apiRoute(
  { auth: "learner", briefCache: true, input: answerSubmission },
  async ({ input, locale, db, viewer }) => Response.json(await submitReviewAnswer(db, viewer, input, locale)),
);
