import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db";
import { requireViewer, type Viewer } from "@/features/auth";
import { hasLearnerProfile } from "@/features/learners";
import { ONBOARDING_PATH } from "./paths";

/** Read once per request, however many layouts and pages ask. */
export const isOnboarded = cache(async (userId: string): Promise<boolean> =>
  hasLearnerProfile(await getDb(), { userId }),
);

/**
 * For app layouts and pages: the signed-in person who has finished onboarding. Signed out → sign-in;
 * signed in without a learner profile → /onboarding. API routes keep requireApiViewer: they must
 * work before onboarding (onboarding's own endpoint among them).
 */
export async function requireOnboardedViewer(): Promise<Viewer> {
  const viewer = await requireViewer();
  if (!(await isOnboarded(viewer.userId))) redirect(ONBOARDING_PATH);
  return viewer;
}
