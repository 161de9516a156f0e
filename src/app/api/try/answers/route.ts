import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { placementAnswerSubmission } from "@/features/learning";
import { answerTrialPlacement, requireTrial, storeTrial } from "@/features/learning";

/** One answer of the mini placement of /try, kept in the visitor's signed cookie. */
export const POST = apiRoute(
  { public: true, database: false, input: placementAnswerSubmission },
  async ({ request, input, locale }) => {
    const { trial, view } = answerTrialPlacement(requireTrial(request, input.testId), input, locale);
    return storeTrial(NextResponse.json(view), trial);
  },
);
