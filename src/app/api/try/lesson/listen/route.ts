import { apiRoute } from "@/app/api/_lib/route";
import { listenRequest } from "@/features/learning";
import { requireTrial, trialLessonListen } from "@/features/learning";

/** The sentence of a listen exercise of the sample lesson, asked for when it plays. */
export const POST = apiRoute({ public: true, database: false, input: listenRequest }, async ({ request, input }) =>
  Response.json(trialLessonListen(requireTrial(request, input.attemptId), input)),
);
