import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { sessionStart, startSession } from "@/features/tutor";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** Starts a conversation with Madame: one of the learner's activities, or free talk (with a model). */
export const POST = apiRoute({ input: sessionStart }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  return Response.json(await startSession(await getDb(), viewer, input, language), { status: 201 });
});
