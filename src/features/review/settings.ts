/* The learner's review settings (desired retention, daily limit), kept on their learner profile. */
import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerProfile } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { reviewLearner } from "./overview";
import type { ReviewSettings } from "./schemas";

type Learner = { userId: string };

/** Saves the review settings given (checked by the route's schema: retention 0.80–0.95, daily limit 10–200). */
export async function saveReviewSettings(
  db: Database,
  learner: Learner,
  { retention, dailyLimit }: ReviewSettings,
): Promise<void> {
  const updated = await db
    .update(learnerProfile)
    .set({
      ...(retention !== undefined && { reviewRetention: retention }),
      ...(dailyLimit !== undefined && { reviewDailyLimit: dailyLimit }),
      updatedAt: new Date(),
    })
    .where(eq(learnerProfile.userId, learner.userId))
    .returning({ userId: learnerProfile.userId });
  if (updated.length === 0) throw new ApiError("not_found");
}

/** Saves the learner's desired retention alone. */
export async function setRetention(db: Database, learner: Learner, retention: number): Promise<void> {
  await saveReviewSettings(db, learner, { retention });
}

/** The learner's review settings, for the profile page; null before onboarding. */
export async function reviewSettingsOf(
  db: Database,
  learner: Learner,
): Promise<{ retention: number; dailyLimit: number } | null> {
  const context = await reviewLearner(db, learner);
  return context && { retention: context.retention, dailyLimit: context.dailyLimit };
}
