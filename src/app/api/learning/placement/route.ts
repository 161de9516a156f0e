import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { startPlacement } from "@/features/learning";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** Starts the learner's placement test, or resumes the one in progress (a new one at most every 30 days). */
export const POST = apiRoute({}, async ({ request, locale }) => {
  const viewer = await requireApiLearner(request);
  const state = await startPlacement(await getDb(), viewer, isLocale(viewer.locale) ? viewer.locale : locale);
  return Response.json(state, { headers: { "Cache-Control": "no-store" } });
});
