import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { retryTurn, sessionRef } from "@/features/tutor";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";
import { turnResponse } from "../../turn-response";

/** "Try again": Madame answers the learner's last turn, kept when her model failed. Streams like a turn. */
export const POST = apiRoute({ input: sessionRef }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  return turnResponse(await retryTurn(await getDb(), viewer, input, language, request.signal));
});
