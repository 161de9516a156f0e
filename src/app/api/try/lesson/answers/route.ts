import { NextResponse } from "next/server";
import { answerSubmission } from "@/features/learning";
import { answerTrialLesson, requireTrial, storeTrial } from "@/features/learning/trial";
import { apiRoute } from "@/lib/api/handler";

/** One answer of the sample lesson of /try: judged on the server like any lesson answer. */
export const POST = apiRoute({ input: answerSubmission }, async ({ request, input, locale }) => {
  const { trial, response } = answerTrialLesson(requireTrial(request, input.attemptId), input, locale);
  return storeTrial(NextResponse.json(response, { headers: { "Cache-Control": "no-store" } }), trial);
});
