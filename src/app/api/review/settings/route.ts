import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { reviewSettings, saveReviewSettings } from "@/features/review";
import { apiRoute } from "@/lib/api/handler";

/** The learner's spaced-review settings: desired retention (0.80–0.95) and daily card limit (10–200), either or both. */
export const POST = apiRoute({ input: reviewSettings }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  await saveReviewSettings(await getDb(), viewer, input);
  return Response.json(input);
});
