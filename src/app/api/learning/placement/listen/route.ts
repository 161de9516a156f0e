import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { placementListen, placementTestRef } from "@/features/learning";
import { apiRoute } from "@/lib/api/handler";

/** The sentence or message of the listening item on screen, asked for only when it plays. */
export const POST = apiRoute({ input: placementTestRef }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  return Response.json(await placementListen(await getDb(), viewer, input), { headers: { "Cache-Control": "no-store" } });
});
