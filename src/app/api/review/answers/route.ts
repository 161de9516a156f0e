import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { answerSubmission } from "@/features/learning";
import { submitReviewAnswer } from "@/features/review";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** One answer of a review session: judged by the lessons' checker, and the card rescheduled by FSRS. */
export const POST = apiRoute({ input: answerSubmission }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request, { briefCache: true });
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  const response = await submitReviewAnswer(await getDb(), viewer, input, language);
  return Response.json(response, { headers: { "Cache-Control": "no-store" } });
});
