/*
 * Rewards of the daily practice loop: streaks in the learner's own time zone, freezes earned by
 * practice, XP levels, badges and the organization's ranking week. Pure functions of plain data
 * (days, instants, counts); the queries that gather that data and the screens come on top.
 */
export { DEFAULT_TIME_ZONE, addDays, daysBetween, isLocalDay, isValidTimeZone, isoWeekday, localClock, localDay, resolveTimeZone, startOfLocalDay, type LocalDay } from "@/lib/days";
export { FREEZE_RULES, computeStreak, practiceDaysFrom, type FreezeRules, type Streak, type StreakInput } from "./streak";
export { XP_EVENT_KINDS, levelOf, totalXp, weeklyXp, xpToReachLevel, type LevelProgress, type XpEvent } from "./xp";
export { weekWindow, type WeekWindow } from "./week";
export { isEarlyBirdTime, isNightOwlTime } from "./time-of-day";
export {
  badgeCategories,
  badgeIds,
  badgeProgress,
  badges,
  cefrLevels,
  levelRank,
  metricValue,
  newlyEarned,
  noProgress,
  type Badge,
  type BadgeCategory,
  type BadgeId,
  type BadgeProgress,
  type CefrLevel,
  type LearnerStats,
  type Metric,
} from "./badges";
export { isEarlyBirdHour, isNightOwlHour } from "./time-of-day";
export { dailyPractice, markBadgesSeen, type DailyPractice, type PracticeDay } from "./service";
export { joinRanking, leaveRanking, weeklyRanking, type RankingEntry, type WeeklyRanking } from "./ranking";
export { badgesSeen, rankingChoice } from "./schemas";
