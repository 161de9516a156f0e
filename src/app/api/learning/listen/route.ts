import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { listenRequest, listenText } from "@/features/learning";
import { apiRoute } from "@/lib/api/handler";

/** The sentence of a listen exercise, for the browser's speech synthesis, asked for only when it plays. */
export const POST = apiRoute({ input: listenRequest }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  const response = await listenText(await getDb(), viewer, input);
  return Response.json(response, { headers: { "Cache-Control": "no-store" } });
});
