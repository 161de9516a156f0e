import { apiRoute } from "@/app/api/_lib/route";
import { learnerTurn, sendTurn } from "@/features/tutor";
import { turnResponse } from "../turn-response";

/**
 * The learner's turn (typed or recognised from speech). Guided: the conversation as it now stands
 * (JSON). With a model: Madame's answer as it comes (newline-delimited JSON, see TurnEvent).
 */
export const POST = apiRoute(
  { auth: "learner", input: learnerTurn },
  async ({ request, input, locale, db, viewer }) => {
    const answer = await sendTurn(db, viewer, input, locale, request.signal);
    return "view" in answer ? Response.json(answer.view) : turnResponse(answer.stream);
  },
);
