import { levelRank as rankAmongLevels, type TaughtLevel } from "@/lib/levels";

/*
 * Badges as data: each reads one number from the learner's stats and is earned at a threshold,
 * so its criterion is plain and its progress ("23 / 30 days") comes for free. Names and
 * descriptions are messages keyed by the badge's id (messages/{fr,en,es}/rewards.json): an id is
 * stable once shipped, since earned badges are shown from it.
 */

/** Everything the badges read, gathered for one learner by the caller. */
export type LearnerStats = {
  /** Distinct lessons finished at least once (a lesson redone counts once). */
  lessonsCompleted: number;
  /** The longest streak ever, in practice days (see streak.ts). */
  longestStreak: number;
  /** Units done: every lesson finished, or the unit test passed. */
  unitsCompleted: number;
  /** The highest level reached: the placement result or the level of a completed unit; null before A1. */
  levelReached: TaughtLevel | null;
  /** Cards answered in spaced review. */
  reviewsCompleted: number;
  /** Lessons finished with every first answer right (accuracy 1). */
  perfectLessons: number;
  /** Lessons finished early in the morning, local time (see time-of-day.ts). */
  earlyBirdLessons: number;
  /** Lessons finished at night, local time (see time-of-day.ts). */
  nightOwlLessons: number;
  /** Conversations with the tutor that the learner took part in. */
  tutorConversations: number;
  /** Distinct phrases the pronunciation coach accepted. */
  pronunciationPhrasesPassed: number;
  /** Target sounds the pronunciation coach counts as mastered. */
  soundsMastered: number;
  totalXp: number;
};

export type Metric = keyof LearnerStats;

/** A learner who has done nothing yet. */
export const noProgress: LearnerStats = {
  lessonsCompleted: 0,
  longestStreak: 0,
  unitsCompleted: 0,
  levelReached: null,
  reviewsCompleted: 0,
  perfectLessons: 0,
  earlyBirdLessons: 0,
  nightOwlLessons: 0,
  tutorConversations: 0,
  pronunciationPhrasesPassed: 0,
  soundsMastered: 0,
  totalXp: 0,
};

export const badgeCategories = [
  "lessons",
  "streak",
  "units",
  "level",
  "review",
  "habits",
  "tutor",
  "pronunciation",
  "xp",
] as const;
export type BadgeCategory = (typeof badgeCategories)[number];

type BadgeDefinition = {
  /** Stable, kebab-case: the key of its messages and of what was earned. */
  id: string;
  category: BadgeCategory;
  metric: Metric;
  /** Earned when the metric reaches it. For a level: its rank (A1 = 1 … B2 = 4, see levelRank). */
  threshold: number;
};

/** A1 = 1 … B2 = 4; 0 before A1. */
export function levelRank(level: TaughtLevel | null): number {
  return level === null ? 0 : rankAmongLevels(level);
}

export const badges = [
  { id: "first-lesson", category: "lessons", metric: "lessonsCompleted", threshold: 1 },
  { id: "lessons-10", category: "lessons", metric: "lessonsCompleted", threshold: 10 },
  { id: "lessons-50", category: "lessons", metric: "lessonsCompleted", threshold: 50 },
  { id: "streak-7", category: "streak", metric: "longestStreak", threshold: 7 },
  { id: "streak-30", category: "streak", metric: "longestStreak", threshold: 30 },
  { id: "streak-100", category: "streak", metric: "longestStreak", threshold: 100 },
  { id: "unit-completed", category: "units", metric: "unitsCompleted", threshold: 1 },
  { id: "units-5", category: "units", metric: "unitsCompleted", threshold: 5 },
  { id: "level-a2", category: "level", metric: "levelReached", threshold: levelRank("A2") },
  { id: "level-b1", category: "level", metric: "levelReached", threshold: levelRank("B1") },
  { id: "level-b2", category: "level", metric: "levelReached", threshold: levelRank("B2") },
  { id: "reviews-100", category: "review", metric: "reviewsCompleted", threshold: 100 },
  { id: "reviews-500", category: "review", metric: "reviewsCompleted", threshold: 500 },
  { id: "perfect-lesson", category: "habits", metric: "perfectLessons", threshold: 1 },
  { id: "early-bird", category: "habits", metric: "earlyBirdLessons", threshold: 1 },
  { id: "night-owl", category: "habits", metric: "nightOwlLessons", threshold: 1 },
  { id: "first-tutor-conversation", category: "tutor", metric: "tutorConversations", threshold: 1 },
  { id: "pronunciation-10-phrases", category: "pronunciation", metric: "pronunciationPhrasesPassed", threshold: 10 },
  { id: "pronunciation-sound-mastered", category: "pronunciation", metric: "soundsMastered", threshold: 1 },
  { id: "xp-1000", category: "xp", metric: "totalXp", threshold: 1000 },
] as const satisfies readonly BadgeDefinition[];

export type Badge = (typeof badges)[number];
export type BadgeId = Badge["id"];

/** Every badge id, in display order: each needs a name and a description in every language. */
export const badgeIds: readonly BadgeId[] = badges.map((badge) => badge.id);

export type BadgeProgress = {
  id: BadgeId;
  category: BadgeCategory;
  earned: boolean;
  /** How far the learner is, capped at the target (so "30 / 30", never "41 / 30"). */
  current: number;
  target: number;
  /** current / target, from 0 to 1. */
  ratio: number;
};

/** The value a badge reads: the number itself, or the rank of the level. */
export function metricValue(stats: LearnerStats, metric: Metric): number {
  return metric === "levelReached" ? levelRank(stats.levelReached) : stats[metric];
}

/** Every badge with where the learner stands, in display order. */
export function badgeProgress(stats: LearnerStats): BadgeProgress[] {
  return badges.map((badge) => {
    const current = Math.min(Math.max(metricValue(stats, badge.metric), 0), badge.threshold);
    return {
      id: badge.id,
      category: badge.category,
      earned: current >= badge.threshold,
      current,
      target: badge.threshold,
      ratio: current / badge.threshold,
    };
  });
}

/** The badges earned in `after` and not in `before`: the ones to announce after a lesson. */
export function newlyEarned(before: LearnerStats, after: LearnerStats): BadgeId[] {
  const earnedBefore = new Set(
    badgeProgress(before)
      .filter((badge) => badge.earned)
      .map((badge) => badge.id),
  );
  return badgeProgress(after)
    .filter((badge) => badge.earned && !earnedBefore.has(badge.id))
    .map((badge) => badge.id);
}
