import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { endSession, sessionRef } from "@/features/tutor";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** The learner ends the conversation: the debrief of what was done. */
export const POST = apiRoute({ input: sessionRef }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  return Response.json(await endSession(await getDb(), viewer, input, language), { headers: { "Cache-Control": "no-store" } });
});
