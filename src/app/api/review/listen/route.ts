import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { listenRequest } from "@/features/learning";
import { reviewListenText } from "@/features/review";
import { apiRoute } from "@/lib/api/handler";

/** The sentence of a listen card, for the browser's speech synthesis, asked for only when it plays. */
export const POST = apiRoute({ input: listenRequest }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  const response = await reviewListenText(await getDb(), viewer, input);
  return Response.json(response, { headers: { "Cache-Control": "no-store" } });
});
