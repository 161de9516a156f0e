import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { answerSubmission, submitAnswer } from "@/features/learning";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** One answer of the lesson player: judged and stored on the server, the verdict in the learner's language. */
export const POST = apiRoute({ input: answerSubmission }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request, { briefCache: true });
  // The language the person saved wins, as it does for the page the player runs in.
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  const response = await submitAnswer(await getDb(), viewer, input, language);
  return Response.json(response, { headers: { "Cache-Control": "no-store" } });
});
