import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { member, tutorMemory, tutorMessage, tutorSession } from "@/db/schema";
import type { TutorMemory } from "./model/prompts";

export type SessionRow = typeof tutorSession.$inferSelect;
export type MessageRow = typeof tutorMessage.$inferSelect;
type Learner = { userId: string };

/** One session, only if it is the learner's own. */
export async function getSession(
  db: Database,
  { userId, sessionId }: Learner & { sessionId: string },
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(tutorSession)
    .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listMessages(
  db: Database,
  { userId, sessionId }: Learner & { sessionId: string },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(tutorMessage)
    .where(and(eq(tutorMessage.sessionId, sessionId), eq(tutorMessage.userId, userId)))
    .orderBy(asc(tutorMessage.position));
}

/** The learner's sessions in a course, newest first, with how many replies they gave. */
export async function listSessions(
  db: Database,
  { userId, courseId, limit }: Learner & { courseId: string; limit: number },
) {
  return db
    .select({
      session: tutorSession,
      replies: sql<number>`(select count(*)::int from tutor_message m where m.session_id = "tutor_session"."id" and m.role = 'learner')`,
    })
    .from(tutorSession)
    .where(and(eq(tutorSession.userId, userId), eq(tutorSession.courseId, courseId)))
    .orderBy(desc(tutorSession.startedAt))
    .limit(limit);
}

/** The learner's turns with a model since an instant (the daily budget; guided turns cost nothing). */
export async function modelTurnsSince(db: Database, { userId, since }: Learner & { since: Date }): Promise<number> {
  const [row] = await db
    .select({ turns: sql<number>`count(*)::int` })
    .from(tutorMessage)
    .innerJoin(tutorSession, eq(tutorSession.id, tutorMessage.sessionId))
    .where(
      and(
        eq(tutorMessage.userId, userId),
        eq(tutorMessage.role, "learner"),
        gte(tutorMessage.createdAt, since),
        eq(tutorSession.mode, "model"),
      ),
    );
  return Number(row?.turns ?? 0);
}

/** One message, only if it is the learner's own. */
export async function getMessage(
  db: Database,
  { userId, messageId }: Learner & { messageId: string },
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(tutorMessage)
    .where(and(eq(tutorMessage.id, messageId), eq(tutorMessage.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function updateMessageMeta(
  db: Database,
  { userId, messageId, meta }: Learner & { messageId: string; meta: Record<string, unknown> },
): Promise<void> {
  await db
    .update(tutorMessage)
    .set({ meta })
    .where(and(eq(tutorMessage.id, messageId), eq(tutorMessage.userId, userId)));
}

export async function getMemory(
  db: Database,
  { userId, courseId }: Learner & { courseId: string },
): Promise<{ memory: TutorMemory; updatedAt: Date } | null> {
  const [row] = await db
    .select({ memory: tutorMemory.memory, updatedAt: tutorMemory.updatedAt })
    .from(tutorMemory)
    .where(and(eq(tutorMemory.userId, userId), eq(tutorMemory.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function saveMemory(
  db: Database,
  { userId, courseId, memory }: Learner & { courseId: string; memory: TutorMemory },
): Promise<void> {
  await db
    .insert(tutorMemory)
    .values({ userId, courseId, memory })
    .onConflictDoUpdate({ target: [tutorMemory.userId, tutorMemory.courseId], set: { memory, updatedAt: new Date() } });
}

export async function eraseMemory(db: Database, { userId }: Learner): Promise<void> {
  await db.delete(tutorMemory).where(eq(tutorMemory.userId, userId));
}

/**
 * What an employer may know of the tutor: per current member, sessions started and minutes
 * spent in a period. Never a message, a debrief or a memory.
 */
export async function tutorUsage(
  db: Database,
  { organizationId, from, to }: { organizationId: string; from: Date; to: Date },
): Promise<Map<string, { sessions: number; minutes: number }>> {
  const rows = await db
    .select({
      userId: tutorSession.userId,
      sessions: sql<number>`count(*)::int`,
      // A session lasts from its start to its last turn; one left open does not count the night.
      minutes: sql<number>`coalesce(sum(least(extract(epoch from (${tutorSession.lastActivityAt} - ${tutorSession.startedAt})), 3600)), 0) / 60.0`,
    })
    .from(tutorSession)
    .innerJoin(member, and(eq(member.userId, tutorSession.userId), eq(member.organizationId, organizationId)))
    .where(and(gte(tutorSession.startedAt, from), lt(tutorSession.startedAt, to)))
    .groupBy(tutorSession.userId);
  return new Map(
    rows.map((row) => [row.userId, { sessions: Number(row.sessions), minutes: Math.round(Number(row.minutes)) }]),
  );
}

/**
 * The learner's conversations with Madame per local day (of their start): how many in which they
 * said something, and the time spent in them, for the daily practice (minutes, streak, badge).
 */
export async function tutorActivity(
  db: Database,
  { userId, timeZone }: Learner & { timeZone: string },
): Promise<{ day: string; conversations: number; seconds: number }[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${tutorSession.startedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      conversations: sql<number>`count(*)::int`,
      // From the start to the last turn, an hour at most: a session left open does not count the night.
      seconds: sql<number>`coalesce(sum(least(extract(epoch from (${tutorSession.lastActivityAt} - ${tutorSession.startedAt})), 3600)), 0)::int`,
    })
    .from(tutorSession)
    .where(
      and(
        eq(tutorSession.userId, userId),
        sql`exists (select 1 from tutor_message m where m.session_id = "tutor_session"."id" and m.role = 'learner')`,
      ),
    )
    .groupBy(sql`1`);
  return rows.map((row) => ({ day: row.day, conversations: Number(row.conversations), seconds: Number(row.seconds) }));
}
