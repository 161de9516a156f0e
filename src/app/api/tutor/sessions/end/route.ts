import { apiRoute } from "@/app/api/_lib/route";
import { endSession, sessionRef } from "@/features/tutor";

/** The learner ends the conversation: the debrief of what was done. */
export const POST = apiRoute({ auth: "learner", input: sessionRef }, async ({ input, locale, db, viewer }) =>
  Response.json(await endSession(db, viewer, input, locale)),
);
