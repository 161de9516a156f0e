import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { explainLine, messageRef } from "@/features/tutor";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** More about the correction of one of the learner's turns, in their interface language. */
export const POST = apiRoute({ input: messageRef }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  return Response.json(await explainLine(await getDb(), viewer, input, language), { headers: { "Cache-Control": "no-store" } });
});
