import { apiRoute } from "@/app/api/_lib/route";
import { placementTestRef, synthesizeTrialSentence } from "@/features/learning";
import { audioResponse } from "@/lib/api/download";

/** The listening item on screen in the visitor's mini placement, spoken by the server for a browser with no voice. */
export const POST = apiRoute({ public: true, input: placementTestRef }, async ({ request, input, db }) =>
  audioResponse(await synthesizeTrialSentence(db, request, { trialId: input.testId, kind: "placement" })),
);
