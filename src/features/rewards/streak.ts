import { addDays, dayNumber, isLocalDay, localDay, type LocalDay } from "@/lib/days";

/*
 * The daily streak, replayed from the learner's first practice day up to today, so the same
 * history always gives the same streak and nothing has to be stored but the practice itself.
 *
 * A day counts when the learner finished at least one lesson or review session that day, on
 * their own calendar (see days.ts). Today does not break anything until it is over: a streak
 * whose last practice was yesterday is still alive.
 *
 * Streak freezes are earned by practice, never bought:
 * - one for every 7 practice days in a row (days 7, 14, 21… of a run with no missed day);
 * - at most 2 held at once: a 7th day reached with 2 in hand earns nothing;
 * - used automatically, one per missed day, on the missed days in the order they come. Several
 *   missed days in a row take one freeze each while any remain; when they run out the streak
 *   ends, and the freezes already spent on that gap stay spent. That is what the learner saw
 *   day after day ("a freeze saved your streak yesterday"), so the replay never takes it back.
 * - a frozen day keeps the streak alive but does not lengthen it, and it starts the run of 7
 *   toward the next freeze over: practice earns freezes, freezes do not.
 */

export type FreezeRules = {
  /** Practice days in a row that earn one freeze. */
  earnedEvery: number;
  /** Freezes held at most. */
  maxHeld: number;
};

export const FREEZE_RULES: FreezeRules = { earnedEvery: 7, maxHeld: 2 };

export type StreakInput = {
  /** The learner's local days with practice, in any order; repeats are ignored. */
  practiceDays: readonly LocalDay[];
  /** The learner's local day now. Days after it (a clock ahead) are ignored. */
  today: LocalDay;
  rules?: FreezeRules;
};

export type Streak = {
  /** Practice days in the streak still alive (0 when there is none). */
  current: number;
  /** The most practice days any streak ever reached (the current one included). */
  longest: number;
  freezesAvailable: number;
  /** Practice days still needed to earn the next freeze; null while the maximum is held. */
  nextFreezeIn: number | null;
  /** Every missed day a freeze was spent on, oldest first. */
  frozenDays: LocalDay[];
  /** Whether today is already a practice day (otherwise a live streak waits for today's practice). */
  practicedToday: boolean;
};

/** The learner's local days with practice, from the instants they finished a lesson or a review session. */
export function practiceDaysFrom(instants: readonly Date[], timeZone: string): LocalDay[] {
  return [...new Set(instants.map((instant) => localDay(instant, timeZone)))].sort();
}

/** A day with its count since 1970-01-01 (days.ts's dayNumber). */
type NumberedDay = { day: LocalDay; number: number };

/** Where the replay stands after each day. */
type Replay = { freezes: number; runTowardFreeze: number; current: number; longest: number; frozenDays: LocalDay[] };

export function computeStreak({ practiceDays, today, rules = FREEZE_RULES }: StreakInput): Streak {
  if (!isLocalDay(today)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(today)}`);
  checkRules(rules);
  // Each day read once (a year of history is replayed on every dashboard view).
  const todayNumber = dayNumber(today);
  const days = [...new Set(practiceDays)]
    .map((day) => ({ day, number: dayNumber(day) }))
    .filter(({ number }) => number <= todayNumber)
    .sort((a, b) => a.number - b.number);
  const replay: Replay = { freezes: 0, runTowardFreeze: 0, current: 0, longest: 0, frozenDays: [] };

  let previous: NumberedDay | null = null;
  for (const day of days) {
    if (previous) missDaysBetween(replay, previous, day.number);
    practise(replay, rules);
    previous = day;
  }
  // Only days already over can be missed: yesterday at most, never today.
  if (previous) missDaysBetween(replay, previous, todayNumber);

  return {
    current: replay.current,
    longest: replay.longest,
    freezesAvailable: replay.freezes,
    nextFreezeIn:
      replay.freezes >= rules.maxHeld ? null : rules.earnedEvery - (replay.runTowardFreeze % rules.earnedEvery),
    frozenDays: replay.frozenDays,
    practicedToday: previous?.day === today,
  };
}

function practise(replay: Replay, rules: FreezeRules): void {
  replay.current += 1;
  replay.runTowardFreeze += 1;
  replay.longest = Math.max(replay.longest, replay.current);
  if (replay.runTowardFreeze % rules.earnedEvery === 0 && replay.freezes < rules.maxHeld) replay.freezes += 1;
}

/** The days strictly between two days (none when they follow each other): each one missed. */
function missDaysBetween(replay: Replay, from: NumberedDay, toNumber: number): void {
  const missed = toNumber - from.number - 1;
  for (let offset = 1; offset <= missed; offset += 1) {
    replay.runTowardFreeze = 0;
    if (replay.freezes === 0) {
      // No freeze can be earned without practice, so the rest of the gap is missed too.
      replay.current = 0;
      return;
    }
    replay.freezes -= 1;
    replay.frozenDays.push(addDays(from.day, offset));
  }
}

function checkRules(rules: FreezeRules): void {
  if (!Number.isInteger(rules.earnedEvery) || rules.earnedEvery < 1)
    throw new RangeError(`earnedEvery must be a whole number ≥ 1, not ${rules.earnedEvery}`);
  if (!Number.isInteger(rules.maxHeld) || rules.maxHeld < 0)
    throw new RangeError(`maxHeld must be a whole number ≥ 0, not ${rules.maxHeld}`);
}
