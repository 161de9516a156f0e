import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { pronunciationAttempt, pronunciationRecording } from "@/db/schema";

type Learner = { userId: string };
export type AttemptRow = typeof pronunciationAttempt.$inferSelect;

export async function insertAttempt(
  db: Database,
  attempt: typeof pronunciationAttempt.$inferInsert,
  recording: Omit<typeof pronunciationRecording.$inferInsert, "attemptId" | "userId"> | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(pronunciationAttempt).values(attempt);
    if (recording) await tx.insert(pronunciationRecording).values({ ...recording, userId: attempt.userId, attemptId: attempt.id });
  });
}

/** The learner's attempts in a course, newest first (the history, the progress per sound). */
export async function listAttempts(db: Database, { userId, courseId, limit }: Learner & { courseId: string; limit: number }) {
  return db
    .select({ attempt: pronunciationAttempt, recordingId: pronunciationRecording.id })
    .from(pronunciationAttempt)
    .leftJoin(pronunciationRecording, eq(pronunciationRecording.attemptId, pronunciationAttempt.id))
    .where(and(eq(pronunciationAttempt.userId, userId), eq(pronunciationAttempt.courseId, courseId)))
    .orderBy(desc(pronunciationAttempt.createdAt))
    .limit(limit);
}

/** A recording, only if it is the learner's own and not expired. */
export async function getRecording(db: Database, { userId, recordingId, now }: Learner & { recordingId: string; now: Date }) {
  const [row] = await db
    .select({ audio: pronunciationRecording.audio, mime: pronunciationRecording.mime })
    .from(pronunciationRecording)
    .where(and(eq(pronunciationRecording.id, recordingId), eq(pronunciationRecording.userId, userId), sql`${pronunciationRecording.expiresAt} > ${now}`))
    .limit(1);
  return row ?? null;
}

export async function deleteRecording(db: Database, { userId, recordingId }: Learner & { recordingId: string }): Promise<boolean> {
  const deleted = await db
    .delete(pronunciationRecording)
    .where(and(eq(pronunciationRecording.id, recordingId), eq(pronunciationRecording.userId, userId)))
    .returning({ id: pronunciationRecording.id });
  return deleted.length > 0;
}

export async function deleteAllRecordings(db: Database, { userId }: Learner): Promise<number> {
  const deleted = await db.delete(pronunciationRecording).where(eq(pronunciationRecording.userId, userId)).returning({ id: pronunciationRecording.id });
  return deleted.length;
}

/** Recordings past their time, everyone's: deleted (their attempts and scores stay). */
export async function deleteExpiredRecordings(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(pronunciationRecording).where(lt(pronunciationRecording.expiresAt, now)).returning({ id: pronunciationRecording.id });
  return deleted.length;
}
