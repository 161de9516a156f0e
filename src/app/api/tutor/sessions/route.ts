import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { sessionStart, startSession } from "@/features/tutor";
import { apiRoute } from "@/lib/api/handler";

/** Starts a conversation with Madame on one of the learner's activities. */
export const POST = apiRoute({ input: sessionStart }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  return Response.json(await startSession(await getDb(), viewer, input), { status: 201 });
});
