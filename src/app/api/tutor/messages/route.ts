import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { learnerTurn, sendTurn } from "@/features/tutor";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";
import { turnResponse } from "../turn-response";

/**
 * The learner's turn (typed or recognised from speech). Guided: the conversation as it now stands
 * (JSON). With a model: Madame's answer as it comes (newline-delimited JSON, see TurnEvent).
 */
export const POST = apiRoute({ input: learnerTurn }, async ({ request, input, locale }) => {
  const viewer = await requireApiLearner(request);
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  const answer = await sendTurn(await getDb(), viewer, input, language, request.signal);
  return "view" in answer ? Response.json(answer.view, { headers: { "Cache-Control": "no-store" } }) : turnResponse(answer.stream);
});
