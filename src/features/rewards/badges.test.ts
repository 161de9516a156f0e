import { describe, expect, it } from "vitest";
import { TAUGHT_LEVELS } from "@/lib/levels";
import {
  badgeIds,
  badgeProgress,
  badges,
  levelRank,
  newlyEarned,
  noProgress,
  type Badge,
  type LearnerStats,
} from "./badges";

/** A learner with nothing but `value` in the badge's metric (a level given by its rank). */
function statsAt(badge: Badge, value: number): LearnerStats {
  if (badge.metric === "levelReached")
    return { ...noProgress, levelReached: value === 0 ? null : TAUGHT_LEVELS[value - 1]! };
  return { ...noProgress, [badge.metric]: value };
}

const progressOf = (stats: LearnerStats, id: string) => badgeProgress(stats).find((badge) => badge.id === id)!;

describe("the badges", () => {
  it("are at least 16, with unique kebab-case ids", () => {
    expect(badges.length).toBeGreaterThanOrEqual(16);
    expect(new Set(badgeIds).size).toBe(badges.length);
    for (const id of badgeIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  // The criteria each badge keeps (learners earned them under these rules): id, metric, threshold.
  it.each([
    ["first-lesson", "lessonsCompleted", 1],
    ["lessons-10", "lessonsCompleted", 10],
    ["lessons-50", "lessonsCompleted", 50],
    ["streak-7", "longestStreak", 7],
    ["streak-30", "longestStreak", 30],
    ["streak-100", "longestStreak", 100],
    ["unit-completed", "unitsCompleted", 1],
    ["units-5", "unitsCompleted", 5],
    ["level-a2", "levelReached", 2],
    ["level-b1", "levelReached", 3],
    ["level-b2", "levelReached", 4],
    ["reviews-100", "reviewsCompleted", 100],
    ["reviews-500", "reviewsCompleted", 500],
    ["perfect-lesson", "perfectLessons", 1],
    ["early-bird", "earlyBirdLessons", 1],
    ["night-owl", "nightOwlLessons", 1],
    ["first-tutor-conversation", "tutorConversations", 1],
    ["pronunciation-10-phrases", "pronunciationPhrasesPassed", 10],
    ["pronunciation-sound-mastered", "soundsMastered", 1],
    ["xp-1000", "totalXp", 1000],
  ])("%s reads %s and is earned at %i", (id, metric, threshold) => {
    expect(badges.find((badge) => badge.id === id)).toMatchObject({ metric, threshold });
  });

  it("read every stat there is", () => {
    const read = new Set(badges.map((badge) => badge.metric));
    expect(Object.keys(noProgress).filter((metric) => !read.has(metric as Badge["metric"]))).toEqual([]);
  });

  it("are none of them earned by a new learner", () => {
    const progress = badgeProgress(noProgress);
    expect(progress.map((badge) => badge.id)).toEqual(badgeIds);
    for (const badge of progress) expect(badge).toMatchObject({ earned: false, current: 0, ratio: 0 });
  });
});

describe.each(badges.map((badge) => [badge.id, badge] as const))("%s", (id, badge) => {
  it("is earned exactly at its threshold", () => {
    expect(progressOf(statsAt(badge, badge.threshold), id)).toEqual({
      id,
      category: badge.category,
      earned: true,
      current: badge.threshold,
      target: badge.threshold,
      ratio: 1,
    });
  });

  it("is not earned one below", () => {
    const below = progressOf(statsAt(badge, badge.threshold - 1), id);
    expect(below).toMatchObject({ earned: false, current: badge.threshold - 1, target: badge.threshold });
    expect(below.ratio).toBeCloseTo((badge.threshold - 1) / badge.threshold);
  });

  it("stays earned above it, with its progress capped at the target", () => {
    const above = badge.metric === "levelReached" ? TAUGHT_LEVELS.length : badge.threshold * 3 + 1;
    expect(progressOf(statsAt(badge, above), id)).toMatchObject({ earned: true, current: badge.threshold, ratio: 1 });
  });
});

describe("level badges", () => {
  it.each([
    [null, []],
    ["A1", []],
    ["A2", ["level-a2"]],
    ["B1", ["level-a2", "level-b1"]],
    ["B2", ["level-a2", "level-b1", "level-b2"]],
  ] as const)("at %s: %j", (level, earned) => {
    const progress = badgeProgress({ ...noProgress, levelReached: level });
    expect(progress.filter((badge) => badge.category === "level" && badge.earned).map((badge) => badge.id)).toEqual(
      earned,
    );
  });

  it("rank the levels from A1 = 1", () => {
    expect(TAUGHT_LEVELS.map(levelRank)).toEqual([1, 2, 3, 4]);
    expect(levelRank(null)).toBe(0);
  });

  it("show a learner at A1 halfway to A2", () => {
    expect(progressOf({ ...noProgress, levelReached: "A1" }, "level-a2")).toMatchObject({
      current: 1,
      target: 2,
      ratio: 0.5,
    });
  });
});

describe("newly earned badges", () => {
  it("are those crossed since the last stats", () => {
    const before: LearnerStats = { ...noProgress, lessonsCompleted: 9, longestStreak: 6, totalXp: 990 };
    const after: LearnerStats = { ...before, lessonsCompleted: 10, longestStreak: 7, totalXp: 1012, perfectLessons: 1 };
    expect(newlyEarned(before, after)).toEqual(["lessons-10", "streak-7", "perfect-lesson", "xp-1000"]);
  });

  it("are none when nothing crossed a threshold", () => {
    const stats: LearnerStats = { ...noProgress, lessonsCompleted: 12 };
    expect(newlyEarned(stats, { ...stats, lessonsCompleted: 13 })).toEqual([]);
  });
});
