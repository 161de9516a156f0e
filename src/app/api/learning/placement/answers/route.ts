import { apiRoute } from "@/app/api/_lib/route";
import { answerPlacement, placementAnswerSubmission } from "@/features/learning";

/** One answer of the placement test: stored, and the next item chosen from all answers so far (or the result). */
export const POST = apiRoute(
  { auth: "learner", input: placementAnswerSubmission },
  async ({ input, locale, db, viewer }) => Response.json(await answerPlacement(db, viewer, input, locale)),
);
