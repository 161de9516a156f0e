import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { answerPlacement, placementAnswerSubmission } from "@/features/learning";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** One answer of the placement test: stored, and the next item chosen from all answers so far (or the result). */
export const POST = apiRoute({ input: placementAnswerSubmission }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  const state = await answerPlacement(await getDb(), viewer, input, isLocale(viewer.locale) ? viewer.locale : locale);
  return Response.json(state, { headers: { "Cache-Control": "no-store" } });
});
