import { apiRoute } from "@/app/api/_lib/route";
import { reviewSettings, saveReviewSettings } from "@/features/review";

/** The learner's spaced-review settings: desired retention (0.80–0.95) and daily card limit (10–200), either or both. */
export const POST = apiRoute({ auth: "learner", input: reviewSettings }, async ({ input, db, viewer }) => {
  await saveReviewSettings(db, viewer, input);
  return Response.json(input);
});
