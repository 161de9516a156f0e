import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { tutorMessage, tutorSession } from "@/db/schema";

export type SessionRow = typeof tutorSession.$inferSelect;
export type MessageRow = typeof tutorMessage.$inferSelect;
type Learner = { userId: string };

/** One session, only if it is the learner's own. */
export async function getSession(db: Database, { userId, sessionId }: Learner & { sessionId: string }): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(tutorSession)
    .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listMessages(db: Database, { userId, sessionId }: Learner & { sessionId: string }): Promise<MessageRow[]> {
  return db
    .select()
    .from(tutorMessage)
    .where(and(eq(tutorMessage.sessionId, sessionId), eq(tutorMessage.userId, userId)))
    .orderBy(asc(tutorMessage.position));
}

/** The learner's sessions in a course, newest first, with how many replies they gave. */
export async function listSessions(db: Database, { userId, courseId, limit }: Learner & { courseId: string; limit: number }) {
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
