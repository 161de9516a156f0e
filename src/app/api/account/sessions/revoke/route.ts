import { apiRoute } from "@/app/api/_lib/route";
import { revokeSession, sessionRevocationInput } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";

/** Ends one of the signed-in person's other sessions; another person's session id is simply not found. */
export const POST = apiRoute({ input: sessionRevocationInput }, async ({ input, db, viewer }) => {
  const ended = await revokeSession(db, {
    userId: viewer.userId,
    sessionId: input.sessionId,
    currentSessionId: viewer.sessionId,
  });
  if (!ended) throw new ApiError("not_found");
  return Response.json({ revoked: true });
});
