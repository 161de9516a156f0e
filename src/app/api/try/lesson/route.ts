import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { placementTestRef } from "@/features/learning";
import { requireTrial, startTrialLesson, storeTrial, trialPlayer } from "@/features/learning";

/** Opens the sample lesson of /try, once the mini placement has a result. */
export const POST = apiRoute(
  { public: true, database: false, input: placementTestRef },
  async ({ request, input, locale }) => {
    const trial = startTrialLesson(requireTrial(request, input.testId));
    return storeTrial(NextResponse.json(trialPlayer(trial, locale)), trial);
  },
);
