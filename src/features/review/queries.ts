import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerProfile, reviewAnswer, reviewCard, reviewSession, reviewSync } from "@/db/schema";
import type { DueOnDay } from "./backlog";
import type { ReviewCardState } from "./schemas";

export type CardRow = Omit<typeof reviewCard.$inferSelect, "state"> & { state: ReviewCardState };
export type SessionRow = typeof reviewSession.$inferSelect;
type Learner = { userId: string };

/** What review needs of the learner's profile; null before onboarding. */
export async function reviewProfile(
  db: Database,
  { userId }: Learner,
): Promise<{ courseId: "fr" | "en"; timeZone: string; retention: number; dailyLimit: number } | null> {
  const [row] = await db
    .select({
      courseId: learnerProfile.targetLanguage,
      timeZone: learnerProfile.timeZone,
      retention: learnerProfile.reviewRetention,
      dailyLimit: learnerProfile.reviewDailyLimit,
    })
    .from(learnerProfile)
    .where(eq(learnerProfile.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a session shows the card now (`dueForSession` in SQL): a card in a learning step once
 * its minutes are up, any other card on its local day, i.e. before `endOfDay`.
 */
function dueForSessionSql(now: Date, endOfDay: Date) {
  return sql`(case when ${reviewCard.state}->>'state' in ('learning', 'relearning') then ${reviewCard.due} <= ${now.toISOString()}::timestamptz else ${reviewCard.due} < ${endOfDay.toISOString()}::timestamptz end)`;
}

/**
 * Up to `limit` cards a session would show now, in session order (`bySessionOrder`): learning
 * steps, then reviews, then new cards, each oldest due first.
 */
export async function cardsForSession(
  db: Database,
  { userId, courseId, now, endOfDay, limit }: Learner & { courseId: string; now: Date; endOfDay: Date; limit: number },
): Promise<CardRow[]> {
  if (limit <= 0) return [];
  const rank = sql`(case ${reviewCard.state}->>'state' when 'learning' then 0 when 'relearning' then 0 when 'review' then 1 else 2 end)`;
  const rows = await db
    .select()
    .from(reviewCard)
    .where(
      and(
        eq(reviewCard.userId, userId),
        eq(reviewCard.courseId, courseId),
        lt(reviewCard.due, endOfDay),
        dueForSessionSql(now, endOfDay),
      ),
    )
    .orderBy(rank, asc(reviewCard.due), asc(reviewCard.id))
    .limit(limit);
  return rows as CardRow[];
}

/** How many of the learner's cards in a course fall due on each local day (in their zone), every day with one. */
export async function dueByLocalDay(
  db: Database,
  { userId, courseId, timeZone }: Learner & { courseId: string; timeZone: string },
): Promise<DueOnDay[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${reviewCard.due} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), eq(reviewCard.courseId, courseId)))
    .groupBy(sql`1`);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/**
 * How many review answers the learner gave in [from, to): what their sessions showed that day
 * (a skipped listen card was shown too). Read through the sessions still open or finished since
 * `from`, which the session index finds, rather than through every answer ever given.
 */
export async function answersBetween(
  db: Database,
  { userId, from, to }: Learner & { from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviewAnswer)
    .innerJoin(reviewSession, eq(reviewSession.id, reviewAnswer.sessionId))
    .where(
      and(
        eq(reviewSession.userId, userId),
        or(isNull(reviewSession.finishedAt), gte(reviewSession.finishedAt, from)),
        eq(reviewAnswer.userId, userId),
        gte(reviewAnswer.answeredAt, from),
        lt(reviewAnswer.answeredAt, to),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * The learner's cards in a course: how many, how many a session would show now (see
 * `dueForSession`: a card in a learning step once its minutes are up, any other card on its
 * local day, i.e. before `endOfDay`), and when the next one after those comes due.
 */
export async function cardCounts(
  db: Database,
  { userId, courseId, now, endOfDay }: Learner & { courseId: string; now: Date; endOfDay: Date },
): Promise<{ total: number; dueNow: number; nextDue: Date | null }> {
  const dueNow = dueForSessionSql(now, endOfDay);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      dueNow: sql<number>`count(*) filter (where ${dueNow})::int`,
      nextDue: sql<string | null>`min(${reviewCard.due}) filter (where not ${dueNow})`,
    })
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), eq(reviewCard.courseId, courseId)));
  return {
    total: Number(row?.total ?? 0),
    dueNow: Number(row?.dueNow ?? 0),
    nextDue: row?.nextDue ? new Date(row.nextDue) : null,
  };
}

export async function cardsByIds(
  db: Database,
  { userId, cardIds }: Learner & { cardIds: string[] },
): Promise<Map<string, CardRow>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), inArray(reviewCard.id, cardIds)));
  return new Map(rows.map((row) => [row.id, row as CardRow]));
}

/** Which of these keys the learner already has cards for. */
export async function existingKeys(db: Database, { userId, keys }: Learner & { keys: string[] }): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: reviewCard.key })
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), inArray(reviewCard.key, keys)));
  return new Set(rows.map((row) => row.key));
}

export async function syncedTo(db: Database, { userId }: Learner): Promise<Date | null> {
  const [row] = await db
    .select({ syncedTo: reviewSync.syncedTo })
    .from(reviewSync)
    .where(eq(reviewSync.userId, userId))
    .limit(1);
  return row?.syncedTo ?? null;
}

/** Adds cards the learner does not have yet (a key already there is left as it is) and moves the sync mark forward. */
export async function addCards(
  db: Database,
  { userId, rows, syncedTo: mark }: Learner & { rows: (typeof reviewCard.$inferInsert)[]; syncedTo: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(reviewCard).values(rows).onConflictDoNothing();
    await tx
      .insert(reviewSync)
      .values({ userId, syncedTo: mark })
      .onConflictDoUpdate({
        target: reviewSync.userId,
        set: { syncedTo: sql`greatest(${reviewSync.syncedTo}, excluded.synced_to)` },
      });
  });
}

/** The learner's unfinished review session, if any (the newest). */
export async function findOpenSession(
  db: Database,
  { userId, courseId }: Learner & { courseId: string },
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(reviewSession)
    .where(
      and(eq(reviewSession.userId, userId), eq(reviewSession.courseId, courseId), isNull(reviewSession.finishedAt)),
    )
    .orderBy(desc(reviewSession.startedAt))
    .limit(1);
  return row ?? null;
}

export type StoredReviewAnswer = typeof reviewAnswer.$inferSelect;

/** A session of the learner's, with its answers in order; null when it is not theirs. */
export async function sessionWithAnswers(
  db: Database,
  { userId, sessionId }: Learner & { sessionId: string },
): Promise<{ session: SessionRow; answers: StoredReviewAnswer[] } | null> {
  const [session] = await db
    .select()
    .from(reviewSession)
    .where(and(eq(reviewSession.id, sessionId), eq(reviewSession.userId, userId)))
    .limit(1);
  if (!session) return null;
  const answers = await db
    .select()
    .from(reviewAnswer)
    .where(and(eq(reviewAnswer.sessionId, sessionId), eq(reviewAnswer.userId, userId)))
    .orderBy(asc(reviewAnswer.position));
  return { session, answers };
}

/** One local day of the learner's finished review sessions. */
export type ReviewActivity = { day: string; sessions: number; reviews: number; xp: number; seconds: number };

/** The learner's finished review sessions summed by local day (in their time zone). */
export async function reviewActivity(
  db: Database,
  { userId, timeZone }: Learner & { timeZone: string },
): Promise<ReviewActivity[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${reviewSession.finishedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      sessions: sql<number>`count(*)::int`,
      reviews: sql<number>`coalesce(sum(${reviewSession.answered}), 0)::int`,
      xp: sql<number>`coalesce(sum(${reviewSession.xp}), 0)::int`,
      seconds: sql<number>`coalesce(sum(${reviewSession.durationSeconds}), 0)::int`,
    })
    .from(reviewSession)
    .where(and(eq(reviewSession.userId, userId), isNotNull(reviewSession.finishedAt)))
    .groupBy(sql`1`);
  return rows.map((row) => ({
    day: row.day,
    sessions: Number(row.sessions),
    reviews: Number(row.reviews),
    xp: Number(row.xp),
    seconds: Number(row.seconds),
  }));
}

/** XP each of these learners earned in review sessions finished in [from, to). */
export async function reviewXpByLearner(
  db: Database,
  { userIds, from, to }: { userIds: string[]; from: Date; to: Date },
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: reviewSession.userId, xp: sql<number>`coalesce(sum(${reviewSession.xp}), 0)::int` })
    .from(reviewSession)
    .where(
      and(
        inArray(reviewSession.userId, userIds),
        gte(reviewSession.finishedAt, from),
        lt(reviewSession.finishedAt, to),
      ),
    )
    .groupBy(reviewSession.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.xp)]));
}
