import { listenRequest } from "@/features/learning";
import { requireTrial, trialLessonListen } from "@/features/learning/trial";
import { apiRoute } from "@/lib/api/handler";

/** The sentence of a listen exercise of the sample lesson, asked for when it plays. */
export const POST = apiRoute({ input: listenRequest }, async ({ request, input }) =>
  Response.json(trialLessonListen(requireTrial(request, input.attemptId), input), { headers: { "Cache-Control": "no-store" } }),
);
