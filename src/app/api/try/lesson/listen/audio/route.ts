import { apiRoute } from "@/app/api/_lib/route";
import { listenRequest, synthesizeTrialSentence } from "@/features/learning";
import { audioResponse } from "@/lib/api/download";

/** A listen exercise of the visitor's sample lesson, spoken by the server for a browser with no voice. */
export const POST = apiRoute({ public: true, input: listenRequest }, async ({ request, input, db }) =>
  audioResponse(
    await synthesizeTrialSentence(db, request, { trialId: input.attemptId, kind: "listen", index: input.index }),
  ),
);
