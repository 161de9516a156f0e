/*
 * The daily limit and the spread of a backlog, as a view over the cards' due dates: nothing here
 * moves a due date. A day shows at most the learner's limit; what is due beyond it waits for the
 * next days, oldest first, and the plan says how the following days will go until none waits
 * (decision 013, addendum). Pure: the service feeds it counts per local day.
 */
import { addDays, type LocalDay } from "@/lib/days";
import { dueForSession } from "./scheduler";
import type { CardStateName, ReviewCardState } from "./schemas";

/** How many of the learner's cards fall due on a local day. */
export type DueOnDay = { day: LocalDay; count: number };

export type PlannedDay = { day: LocalDay; count: number };

export type ReviewPlan = {
  dailyLimit: number;
  /** Cards today's sessions may still show: the limit less the answers already given today. */
  allowance: number;
  /** Cards due today (or before) that today's sessions will show. */
  today: number;
  /** Cards due today or before beyond today's allowance: the backlog. */
  waiting: number;
  /**
   * While the backlog lasts, each following day and all it will show (its own cards included);
   * the last one is the day the backlog clears. Empty when nothing waits.
   */
  spread: PlannedDay[];
  /** About how many cards a day during the spread (its rounded mean); 0 without a backlog. */
  perDay: number;
  /** The first day after today that shows cards, and how many: when the next ones come. */
  next: PlannedDay | null;
};

function checkedLimit(dailyLimit: number): number {
  if (!Number.isInteger(dailyLimit) || dailyLimit < 1)
    throw new RangeError(`dailyLimit must be a positive integer, got ${dailyLimit}`);
  return dailyLimit;
}

/**
 * Today's share of the due cards and, after an absence, the days that take the rest. Each day
 * shows what is due by then, up to the limit; what is left goes on to the next day. Days without
 * any card are skipped. The counts are of cards existing now: answering them will bring some
 * back, so the days after today are an estimate ("about").
 */
export function planReviews({
  today,
  due,
  dailyLimit,
  shownToday,
}: {
  today: LocalDay;
  due: readonly DueOnDay[];
  dailyLimit: number;
  shownToday: number;
}): ReviewPlan {
  const limit = checkedLimit(dailyLimit);
  const allowance = Math.max(0, limit - Math.max(0, shownToday));
  const dueToday = due.filter((entry) => entry.day <= today).reduce((sum, entry) => sum + entry.count, 0);
  const later = due
    .filter((entry) => entry.day > today && entry.count > 0)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const shownNow = Math.min(dueToday, allowance);
  const waiting = dueToday - shownNow;

  const spread: PlannedDay[] = [];
  let next: PlannedDay | null = null;
  let carried = waiting;
  let day = today;
  let upcoming = 0;
  // Each pass shows at least one card or jumps to the next day with cards: it ends.
  while (carried > 0 || upcoming < later.length) {
    day = carried > 0 ? addDays(day, 1) : later[upcoming]!.day;
    const backlog = carried > 0;
    while (upcoming < later.length && later[upcoming]!.day <= day) carried += later[upcoming++]!.count;
    const count = Math.min(carried, limit);
    carried -= count;
    next ??= { day, count };
    if (!backlog) break;
    spread.push({ day, count });
  }
  const perDay =
    spread.length === 0 ? 0 : Math.round(spread.reduce((sum, entry) => sum + entry.count, 0) / spread.length);
  return { dailyLimit: limit, allowance, today: shownNow, waiting, spread, perDay, next };
}

/**
 * The order a session takes due cards in, after an absence too: cards in the middle of their
 * learning steps first (a few, due minutes ago), then the reviews, most overdue first, then the
 * new cards, so new cards never push reviews out of the day. `cardsForSession` in queries.ts
 * sorts the same way in SQL.
 */
export function sessionRank(state: CardStateName): number {
  if (state === "learning" || state === "relearning") return 0;
  return state === "review" ? 1 : 2;
}

export function bySessionOrder(a: { state: ReviewCardState }, b: { state: ReviewCardState }): number {
  return sessionRank(a.state.state) - sessionRank(b.state.state) || Date.parse(a.state.due) - Date.parse(b.state.due);
}

/** The cards a new session shows: due now, in session order, no more than its size or what is left of today's limit. */
export function pickForSession<Card extends { state: ReviewCardState }>(
  cards: readonly Card[],
  { now, timeZone, size, allowance }: { now: Date; timeZone: string; size: number; allowance: number },
): Card[] {
  const room = Math.max(0, Math.min(size, allowance));
  if (room === 0) return [];
  return cards
    .filter((card) => dueForSession(card.state, now, timeZone))
    .sort(bySessionOrder)
    .slice(0, room);
}
