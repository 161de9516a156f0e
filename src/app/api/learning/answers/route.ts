import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { answerSubmission, submitAnswer } from "@/features/learning";
import { apiRoute } from "@/lib/api/handler";

/** One answer of the lesson player: judged and stored on the server, the verdict in the learner's language. */
export const POST = apiRoute({ input: answerSubmission }, async ({ request, input, locale }) => {
  const viewer = await requireApiViewer(request);
  const response = await submitAnswer(await getDb(), viewer, input, locale);
  return Response.json(response, { headers: { "Cache-Control": "no-store" } });
});
