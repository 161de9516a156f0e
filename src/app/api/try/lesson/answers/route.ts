import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { answerSubmission } from "@/features/learning";
import { answerTrialLesson, requireTrial, storeTrial } from "@/features/learning";

/** One answer of the sample lesson of /try: judged on the server like any lesson answer. */
export const POST = apiRoute(
  { public: true, database: false, input: answerSubmission },
  async ({ request, input, locale }) => {
    const { trial, response } = answerTrialLesson(requireTrial(request, input.attemptId), input, locale);
    return storeTrial(NextResponse.json(response), trial);
  },
);
