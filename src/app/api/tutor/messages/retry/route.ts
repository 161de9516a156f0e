import { apiRoute } from "@/app/api/_lib/route";
import { retryTurn, sessionRef } from "@/features/tutor";
import { turnResponse } from "../../turn-response";

/** "Try again": Madame answers the learner's last turn, kept when her model failed. Streams like a turn. */
export const POST = apiRoute({ auth: "learner", input: sessionRef }, async ({ request, input, locale, db, viewer }) =>
  turnResponse(await retryTurn(db, viewer, input, locale, request.signal)),
);
