/*
 * Rewards of the daily practice loop: streaks in the learner's own time zone, freezes earned by
 * practice, XP levels, badges and the organization's ranking week. Pure functions of plain data
 * (days, instants, counts); the queries that gather that data and the screens come on top.
 */
export { dailyPractice, markBadgesSeen } from "./service";
export { joinRanking, leaveRanking, weeklyRanking } from "./ranking";
export { badgesSeen, rankingChoice } from "./schemas";
