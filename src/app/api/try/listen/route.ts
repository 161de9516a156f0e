import { placementTestRef } from "@/features/learning";
import { requireTrial, trialListen } from "@/features/learning/trial";
import { apiRoute } from "@/lib/api/handler";

/** The sentence or message of the listening item on screen in the mini placement. */
export const POST = apiRoute({ input: placementTestRef }, async ({ request, input }) =>
  Response.json(trialListen(requireTrial(request, input.testId)), { headers: { "Cache-Control": "no-store" } }),
);
