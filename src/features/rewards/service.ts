import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { badgeSeen } from "@/db/schema";
import { courseStanding, type CourseStanding } from "@/features/learning";
import { getLearnerProfile } from "@/features/learners";
import { reviewOverview, type ReviewOverview } from "@/features/review";
import { tutorActivity } from "@/features/tutor";
import { pronunciationMilestones } from "@/features/pronunciation";
import type { Locale } from "@/i18n/config";
import { badgeIds, badgeProgress, type BadgeId, type BadgeProgress, type LearnerStats } from "./badges";
import { addDays, localDay, resolveTimeZone, type LocalDay } from "@/lib/days";
import { computeStreak, type Streak } from "./streak";
import { practiceHistory } from "./practice-days";
import { isEarlyBirdHour, isNightOwlHour } from "./time-of-day";
import { levelOf, type LevelProgress } from "./xp";

/** One local day of practice, for the week's chart. */
export type PracticeDay = { day: LocalDay; minutes: number; xp: number; practiced: boolean };

/** Everything /dashboard and /dashboard/rewards show of the learner's practice, read in one go. */
export type DailyPractice = {
  timeZone: string;
  standing: CourseStanding;
  review: ReviewOverview;
  xp: { total: number; level: LevelProgress };
  streak: Streak;
  /** Yesterday, when a streak freeze covered it (the dashboard says so the day after). */
  frozenYesterday: LocalDay | null;
  /** Today, with the daily goal chosen at onboarding (minutes). */
  today: PracticeDay & { goalMinutes: number };
  /** The last 7 local days, oldest first, today last. */
  week: PracticeDay[];
  badges: BadgeProgress[];
  /** Badges earned and not celebrated yet. */
  toCelebrate: BadgeId[];
  /** Whether the learner has done anything yet (a lesson, a test, a review). */
  started: boolean;
};

const WEEK_DAYS = 7;

/**
 * The learner's practice, from their finished lessons, review sessions and conversations with Madame, on their own calendar
 * (learner_profile.time_zone). XP comes only from what the server recorded for checked answers.
 * null before onboarding.
 */
export async function dailyPractice(
  db: Database,
  learner: { userId: string },
  locale: Locale,
  now = new Date(),
): Promise<DailyPractice | null> {
  const profile = await getLearnerProfile(db, learner);
  if (!profile) return null;
  const timeZone = resolveTimeZone(profile.timeZone);
  const courseId = profile.targetLanguage;
  const [standing, review, history, seen, conversations, pronunciation] = await Promise.all([
    courseStanding(db, { userId: learner.userId, courseId }, locale),
    reviewOverview(db, learner, now),
    practiceHistory(db, { userId: learner.userId, timeZone }),
    db.select({ badgeId: badgeSeen.badgeId }).from(badgeSeen).where(eq(badgeSeen.userId, learner.userId)),
    // Conversations stay summed from their sessions: their minutes grow with every turn.
    tutorActivity(db, { userId: learner.userId, timeZone }),
    pronunciationMilestones(db, { userId: learner.userId, courseId }),
  ]);

  const days = new Map<LocalDay, { seconds: number; xp: number }>();
  const add = (day: LocalDay, seconds: number, xp: number) => {
    const sum = days.get(day) ?? { seconds: 0, xp: 0 };
    days.set(day, { seconds: sum.seconds + seconds, xp: sum.xp + xp });
  };
  for (const row of history.days) add(row.day, row.seconds, row.xp);
  // Talking with Madame is practice (minutes, streak), without XP: XP comes only from checked answers.
  for (const row of conversations) add(row.day, row.seconds, 0);

  const todayKey = localDay(now, timeZone);
  const streak = computeStreak({ practiceDays: [...days.keys()], today: todayKey });
  const totalXp = [...days.values()].reduce((sum, day) => sum + day.xp, 0);
  const dayOf = (day: LocalDay): PracticeDay => {
    const sum = days.get(day);
    return { day, minutes: Math.round((sum?.seconds ?? 0) / 60), xp: sum?.xp ?? 0, practiced: Boolean(sum) };
  };

  const stats: LearnerStats = {
    lessonsCompleted: standing.lessonsCompleted,
    longestStreak: streak.longest,
    unitsCompleted: standing.unitsCompleted,
    levelReached: standing.levelReached,
    reviewsCompleted: history.reviews,
    perfectLessons: history.perfectLessons,
    earlyBirdLessons: history.hours
      .filter((row) => isEarlyBirdHour(row.hour))
      .reduce((sum, row) => sum + row.lessons, 0),
    nightOwlLessons: history.hours.filter((row) => isNightOwlHour(row.hour)).reduce((sum, row) => sum + row.lessons, 0),
    tutorConversations: conversations.reduce((sum, row) => sum + row.conversations, 0),
    pronunciationPhrasesPassed: pronunciation.phrasesPassed,
    soundsMastered: pronunciation.soundsMastered,
    totalXp,
  };
  const badges = badgeProgress(stats);
  const seenIds = new Set(seen.map((row) => row.badgeId));

  return {
    timeZone,
    standing,
    review: review!,
    xp: { total: totalXp, level: levelOf(totalXp) },
    streak,
    frozenYesterday: streak.frozenDays.includes(addDays(todayKey, -1)) ? addDays(todayKey, -1) : null,
    today: { ...dayOf(todayKey), goalMinutes: profile.dailyMinutes },
    week: Array.from({ length: WEEK_DAYS }, (_, offset) => dayOf(addDays(todayKey, offset - (WEEK_DAYS - 1)))),
    badges,
    toCelebrate: badges.filter((badge) => badge.earned && !seenIds.has(badge.id)).map((badge) => badge.id),
    started: days.size > 0 || standing.placement !== null || review!.total > 0,
  };
}

/** Marks badges as celebrated (ids that are not badges are ignored). */
export async function markBadgesSeen(db: Database, learner: { userId: string }, ids: readonly string[]): Promise<void> {
  const known = ids.filter((id): id is BadgeId => (badgeIds as readonly string[]).includes(id));
  if (known.length === 0) return;
  await db
    .insert(badgeSeen)
    .values(known.map((badgeId) => ({ userId: learner.userId, badgeId })))
    .onConflictDoNothing();
}
