import { apiRoute } from "@/app/api/_lib/route";
import { sessionStart, startSession } from "@/features/tutor";

/** Starts a conversation with Madame: one of the learner's activities, or free talk (with a model). */
export const POST = apiRoute({ auth: "learner", input: sessionStart }, async ({ input, locale, db, viewer }) =>
  Response.json(await startSession(db, viewer, input, locale), { status: 201 }),
);
