import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { messageRef, translateLine } from "@/features/tutor";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** One of Madame's lines in the learner's interface language. */
export const POST = apiRoute({ input: messageRef }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  return Response.json(await translateLine(await getDb(), viewer, input, language), { headers: { "Cache-Control": "no-store" } });
});
