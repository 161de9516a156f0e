import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { trialStart } from "@/features/learning";
import { startTrial, storeTrial, trialView } from "@/features/learning";

/** Starts a trial of a course for a visitor (no account): the mini placement's first item. */
export const POST = apiRoute({ public: true, database: false, input: trialStart }, async ({ input, locale }) => {
  const trial = startTrial(input.course);
  return storeTrial(NextResponse.json(trialView(trial, locale)), trial);
});

/** Forgets the visitor's trial, to start over. */
export const DELETE = apiRoute({ public: true, database: false }, async () =>
  storeTrial(NextResponse.json({ ok: true }), null),
);
