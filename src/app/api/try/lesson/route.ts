import { NextResponse } from "next/server";
import { placementTestRef } from "@/features/learning";
import { requireTrial, startTrialLesson, storeTrial, trialPlayer } from "@/features/learning/trial";
import { apiRoute } from "@/lib/api/handler";

/** Opens the sample lesson of /try, once the mini placement has a result. */
export const POST = apiRoute({ input: placementTestRef }, async ({ request, input, locale }) => {
  const trial = startTrialLesson(requireTrial(request, input.testId));
  return storeTrial(NextResponse.json(trialPlayer(trial, locale), { headers: { "Cache-Control": "no-store" } }), trial);
});
