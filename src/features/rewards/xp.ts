/*
 * Experience points and levels. XP is only ever what the server gave for answers it checked
 * itself: the `xp` of a finished lesson or unit test, recorded by learning in `learning_event`
 * (10 for finishing, 2 per right first answer). Nothing the browser says is counted.
 *
 * Levels grow by 50 XP more each time: going from level n to n + 1 takes 50·n XP, so level L is
 * reached at 25·L·(L − 1) XP in all (level 2 at 50, 3 at 150, 5 at 500, 10 at 2,250, 20 at
 * 9,500). With 20 to 30 XP a lesson, the first levels come within a session or two and later
 * ones stay a few weeks apart for a learner who practises daily, without a ceiling.
 */

const XP_STEP = 50;

export type XpEvent = {
  /** When the server recorded it. */
  at: Date;
  xp: number;
};

export type LevelProgress = {
  /** 1 from the start. */
  level: number;
  /** XP earned since this level was reached. */
  xpIntoLevel: number;
  /** XP between this level and the next (the length of the progress bar). */
  xpForNextLevel: number;
};

/** The total XP at which a level is reached. */
export function xpToReachLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`A level is a whole number ≥ 1, not ${level}`);
  return (XP_STEP / 2) * level * (level - 1);
}

export function levelOf(totalXp: number): LevelProgress {
  checkXp(totalXp);
  // Solve 25·L·(L − 1) ≤ totalXp for the largest L, then correct the floating-point square root.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * totalXp) / XP_STEP)) / 2));
  while (xpToReachLevel(level) > totalXp) level -= 1;
  while (xpToReachLevel(level + 1) <= totalXp) level += 1;
  return { level, xpIntoLevel: totalXp - xpToReachLevel(level), xpForNextLevel: XP_STEP * level };
}

export function totalXp(events: readonly XpEvent[]): number {
  return events.reduce((sum, event) => sum + checkXp(event.xp), 0);
}

/** XP recorded from `weekStart` (included) to `weekEnd` (excluded), e.g. the ranking week of week.ts. */
export function weeklyXp(events: readonly XpEvent[], weekStart: Date, weekEnd: Date): number {
  const [start, end] = [weekStart.getTime(), weekEnd.getTime()];
  return totalXp(events.filter((event) => event.at.getTime() >= start && event.at.getTime() < end));
}

/** XP comes as whole, non-negative amounts; anything else is a bug upstream, not a score. */
function checkXp(xp: number): number {
  if (!Number.isSafeInteger(xp) || xp < 0) throw new RangeError(`XP is a whole number ≥ 0, not ${xp}`);
  return xp;
}
