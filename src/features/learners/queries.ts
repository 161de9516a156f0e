import { eq } from "drizzle-orm";
import { cache } from "react";
import type { Database } from "@/db";
import { learnerProfile, user } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import type { CefrLevel } from "@/lib/levels";
import { ApiError } from "@/lib/api/errors";
import type {
  DailyMinutes,
  FormOfAddress,
  Goal,
  Industry,
  LearnerProfileAnswers,
  LearningPreferences,
  NativeLanguage,
  TargetLanguage,
  Variant,
} from "./schemas";

export type LearnerProfile = {
  nativeLanguage: NativeLanguage;
  targetLanguage: TargetLanguage;
  variant: Variant;
  industry: Industry;
  jobTitle: string;
  goals: Goal[];
  dailyMinutes: DailyMinutes;
  timeZone: string;
  /** Desired retention of spaced review (0.80–0.95), set in the profile settings. */
  reviewRetention: number;
  levelTarget: CefrLevel | null;
  formOfAddress: FormOfAddress | null;
  /** Local "HH:MM" of the daily reminder; null: none. */
  reminderTime: string | null;
  weeklySummary: boolean;
  completedAt: Date;
  updatedAt: Date;
};

/**
 * One person's learner profile (null until onboarding is done); never anyone else's. Read once per
 * page render, however many of its parts ask (React's `cache`; elsewhere every call reads).
 */
export function getLearnerProfile(db: Database, { userId }: { userId: string }): Promise<LearnerProfile | null> {
  return profileOfRender(db, userId);
}

const profileOfRender = cache(async (db: Database, userId: string): Promise<LearnerProfile | null> => {
  const [row] = await db
    .select({
      nativeLanguage: learnerProfile.nativeLanguage,
      targetLanguage: learnerProfile.targetLanguage,
      variant: learnerProfile.variant,
      industry: learnerProfile.industry,
      jobTitle: learnerProfile.jobTitle,
      goals: learnerProfile.goals,
      dailyMinutes: learnerProfile.dailyMinutes,
      timeZone: learnerProfile.timeZone,
      reviewRetention: learnerProfile.reviewRetention,
      levelTarget: learnerProfile.levelTarget,
      formOfAddress: learnerProfile.formOfAddress,
      reminderTime: learnerProfile.reminderTime,
      weeklySummary: learnerProfile.weeklySummary,
      completedAt: learnerProfile.completedAt,
      updatedAt: learnerProfile.updatedAt,
    })
    .from(learnerProfile)
    .where(eq(learnerProfile.userId, userId))
    .limit(1);
  // The columns are plain text; only learnerProfileFields ever writes them.
  return row ? (row as LearnerProfile) : null;
});

/**
 * Whether this person has finished onboarding: every app page asks, and most then read the profile
 * itself, so it is the same lookup, once per render.
 */
export async function hasLearnerProfile(db: Database, { userId }: { userId: string }): Promise<boolean> {
  return (await profileOfRender(db, userId)) !== null;
}

/** Saves this person's display name and learner profile, together or not at all; never anyone else's. */
export async function saveLearnerProfile(
  db: Database,
  { userId, name, ...profile }: { userId: string; name: string } & LearnerProfileAnswers,
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(user)
      .set({ name, updatedAt: now })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    if (updated.length === 0) throw new Error(`no user ${userId} to save a learner profile for`);
    await tx
      .insert(learnerProfile)
      .values({ userId, ...profile, completedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: learnerProfile.userId, set: { ...profile, updatedAt: now } });
  });
}

/**
 * Changes this person's learner profile after onboarding. Everything learned is kept per course,
 * so changing the language to learn starts or resumes the other course and loses nothing of this one.
 */
export async function updateLearningSettings(
  db: Database,
  { userId }: { userId: string },
  settings: LearnerProfileAnswers & LearningPreferences,
): Promise<void> {
  const updated = await db
    .update(learnerProfile)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(learnerProfile.userId, userId))
    .returning({ userId: learnerProfile.userId });
  // Settings exist once onboarding made the profile; before, there is nothing to change.
  if (updated.length === 0) throw new ApiError("not_found");
}

export type Profile = { name: string; email: string; locale: Locale | null };

/** One person's name, e-mail and interface language; never anyone else's. */
export async function getProfile(db: Database, { userId }: { userId: string }): Promise<Profile | null> {
  const [row] = await db
    .select({ name: user.name, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ? { ...row, locale: row.locale as Locale | null } : null;
}

export async function updateProfile(
  db: Database,
  { userId, name, locale }: { userId: string; name: string; locale: Locale },
): Promise<void> {
  await db.update(user).set({ name, locale, updatedAt: new Date() }).where(eq(user.id, userId));
}
