import { apiRoute } from "@/app/api/_lib/route";
import { placementTestRef } from "@/features/learning";
import { requireTrial, trialListen } from "@/features/learning";

/** The sentence or message of the listening item on screen in the mini placement. */
export const POST = apiRoute({ public: true, database: false, input: placementTestRef }, async ({ request, input }) =>
  Response.json(trialListen(requireTrial(request, input.testId))),
);
