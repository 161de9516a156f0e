import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { AFTER_ONBOARDING_PATH, onboardingInput, saveLearnerProfile } from "@/features/onboarding";
import { apiRoute } from "@/lib/api/handler";

/** Saves the signed-in person's onboarding answers (name and learner profile) and says where to go next. */
export const POST = apiRoute({ input: onboardingInput }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  await saveLearnerProfile(await getDb(), { userId: viewer.userId, ...input });
  return NextResponse.json({ ok: true, next: AFTER_ONBOARDING_PATH }, { headers: { "Cache-Control": "no-store" } });
});
