import { getDb } from "@/db";
import { requireApiViewer, revokeSession, sessionRevocationInput } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Ends one of the signed-in person's other sessions; another person's session id is simply not found. */
export const POST = apiRoute({ input: sessionRevocationInput }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  const ended = await revokeSession(await getDb(), { userId: viewer.userId, sessionId: input.sessionId, currentSessionId: viewer.sessionId });
  if (!ended) throw new ApiError("not_found");
  return Response.json({ revoked: true }, { headers: { "Cache-Control": "no-store" } });
});
