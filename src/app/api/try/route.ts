import { NextResponse } from "next/server";
import { trialStart } from "@/features/learning/schemas";
import { startTrial, storeTrial, trialView } from "@/features/learning/trial";
import { apiRoute } from "@/lib/api/handler";

/** Starts a trial of a course for a visitor (no account): the mini placement's first item. */
export const POST = apiRoute({ input: trialStart }, async ({ input, locale }) => {
  const trial = startTrial(input.course);
  return storeTrial(NextResponse.json(trialView(trial, locale), { headers: { "Cache-Control": "no-store" } }), trial);
});

/** Forgets the visitor's trial, to start over. */
export const DELETE = apiRoute({}, async () => storeTrial(NextResponse.json({ ok: true }, { headers: { "Cache-Control": "no-store" } }), null));
