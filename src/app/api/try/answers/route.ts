import { NextResponse } from "next/server";
import { placementAnswerSubmission } from "@/features/learning";
import { answerTrialPlacement, requireTrial, storeTrial } from "@/features/learning/trial";
import { apiRoute } from "@/lib/api/handler";

/** One answer of the mini placement of /try, kept in the visitor's signed cookie. */
export const POST = apiRoute({ input: placementAnswerSubmission }, async ({ request, input, locale }) => {
  const { trial, view } = answerTrialPlacement(requireTrial(request, input.testId), input, locale);
  return storeTrial(NextResponse.json(view, { headers: { "Cache-Control": "no-store" } }), trial);
});
