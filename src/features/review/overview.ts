/*
 * What the dashboard and the review screen say about the learner's cards: how many a session
 * shows now, today's share under the daily limit, and after an absence how the following days
 * take the rest. Both read it from here, so they always agree.
 */
import type { Database } from "@/db";
import type { CourseId } from "@/features/learning";
import { addDays, endOfLocalDay, localDay, resolveTimeZone, startOfLocalDay } from "@/lib/days";
import { planReviews, type ReviewPlan } from "./backlog";
import { answersBetween, cardCounts, dueByLocalDay, reviewProfile } from "./queries";

type Learner = { userId: string };
export type ReviewLearner = {
  userId: string;
  courseId: CourseId;
  timeZone: string;
  retention: number;
  dailyLimit: number;
};

/** The learner's review settings and calendar; null before onboarding. */
export async function reviewLearner(db: Database, { userId }: Learner): Promise<ReviewLearner | null> {
  const profile = await reviewProfile(db, { userId });
  // A zone the runtime no longer knows falls back to the product's, as the streak does, rather than failing the page.
  return (
    profile && {
      userId,
      courseId: profile.courseId,
      timeZone: resolveTimeZone(profile.timeZone),
      retention: profile.retention,
      dailyLimit: profile.dailyLimit,
    }
  );
}

/** Answers the learner gave today, on their calendar: what counts against the daily limit. */
export async function shownToday(db: Database, context: ReviewLearner, now: Date): Promise<number> {
  const today = localDay(now, context.timeZone);
  return answersBetween(db, {
    userId: context.userId,
    from: startOfLocalDay(today, context.timeZone),
    to: startOfLocalDay(addDays(today, 1), context.timeZone),
  });
}

/** Cards today's sessions may still show. */
export async function allowanceToday(db: Database, context: ReviewLearner, now: Date): Promise<number> {
  return Math.max(0, context.dailyLimit - (await shownToday(db, context, now)));
}

export type ReviewOverview = {
  /** Cards a session would show now, within what is left of today's limit. */
  dueNow: number;
  /** All the learner's cards in their course. */
  total: number;
  /**
   * When a session next has a card to show: the next card's due time, or, once today's limit is
   * reached with cards waiting, the start of the next day. null when none is waiting.
   */
  nextDue: string | null;
  /** The learner's zone, for the dates shown. */
  timeZone: string;
  /** Today's share under the daily limit and, after an absence, the spread of the rest. */
  plan: ReviewPlan;
};

/** The overview of a learner whose cards are already in sync. */
export async function overviewOf(db: Database, context: ReviewLearner, now: Date): Promise<ReviewOverview> {
  const { userId, courseId, timeZone } = context;
  const [counts, due, shown] = await Promise.all([
    cardCounts(db, { userId, courseId, now, endOfDay: endOfLocalDay(now.getTime(), timeZone) }),
    dueByLocalDay(db, { userId, courseId, timeZone }),
    shownToday(db, context, now),
  ]);
  const plan = planReviews({ today: localDay(now, timeZone), due, dailyLimit: context.dailyLimit, shownToday: shown });
  // Limit reached with cards waiting: they come at the start of the next day. Nothing waiting: the next card is after today anyway.
  const nextDue =
    plan.allowance === 0 && plan.waiting > 0 && plan.next ? startOfLocalDay(plan.next.day, timeZone) : counts.nextDue;
  return {
    dueNow: Math.min(counts.dueNow, plan.allowance),
    total: counts.total,
    nextDue: nextDue?.toISOString() ?? null,
    timeZone,
    plan,
  };
}
