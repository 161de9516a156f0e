import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { answerReportRequest, reportAnswer } from "@/features/learning/reports";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** "My answer should be accepted": reports the learner's own rejected answer at that position; reporting it again changes nothing. */
export const POST = apiRoute({ input: answerReportRequest }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  // The interface the learner saw: their saved language wins, as it does for the verdict.
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  await reportAnswer(await getDb(), viewer, input, language);
  return Response.json({ reported: true }, { headers: { "Cache-Control": "no-store" } });
});
