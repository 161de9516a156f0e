import { apiRoute } from "@/app/api/_lib/route";
import { saveLearnerProfile } from "@/features/learners";
import { AFTER_ONBOARDING_PATH, onboardingInput } from "@/features/onboarding";

/** Saves the signed-in person's onboarding answers (name and learner profile) and says where to go next. */
export const POST = apiRoute({ auth: "learner", input: onboardingInput }, async ({ input, db, viewer }) => {
  await saveLearnerProfile(db, { userId: viewer.userId, ...input });
  return Response.json({ ok: true, next: AFTER_ONBOARDING_PATH });
});
