import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { coachSummary, summaryInput } from "@/features/pronunciation";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** The coach's summary of one of the learner's attempts, written by the model in the chosen tone. */
export const POST = apiRoute({ input: summaryInput }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  return Response.json(await coachSummary(await getDb(), viewer, input, isLocale(viewer.locale) ? viewer.locale : locale));
});
