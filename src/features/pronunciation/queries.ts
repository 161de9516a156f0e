import { and, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { pronunciationAttempt, pronunciationPhrase, pronunciationRecording } from "@/db/schema";
import { deleteRecordingObjects } from "./recording-store";

type Learner = { userId: string };
const deletedColumns = { id: pronunciationRecording.id, storageKey: pronunciationRecording.storageKey };
export type AttemptRow = typeof pronunciationAttempt.$inferSelect;
export type GeneratedPhraseRow = typeof pronunciationPhrase.$inferSelect;

export async function insertAttempt(
  db: Database,
  attempt: typeof pronunciationAttempt.$inferInsert,
  recording: Omit<typeof pronunciationRecording.$inferInsert, "attemptId" | "userId"> | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(pronunciationAttempt).values(attempt);
    if (recording)
      await tx.insert(pronunciationRecording).values({ ...recording, userId: attempt.userId, attemptId: attempt.id });
  });
}

/** The learner's attempts in a course, newest first (the history, the progress per sound). */
export async function listAttempts(
  db: Database,
  { userId, courseId, limit }: Learner & { courseId: string; limit: number },
) {
  return db
    .select({ attempt: pronunciationAttempt, recordingId: pronunciationRecording.id })
    .from(pronunciationAttempt)
    .leftJoin(pronunciationRecording, eq(pronunciationRecording.attemptId, pronunciationAttempt.id))
    .where(and(eq(pronunciationAttempt.userId, userId), eq(pronunciationAttempt.courseId, courseId)))
    .orderBy(desc(pronunciationAttempt.createdAt))
    .limit(limit);
}

/** A recording, only if it is the learner's own and not expired. */
export async function getRecording(
  db: Database,
  { userId, recordingId, now }: Learner & { recordingId: string; now: Date },
) {
  const [row] = await db
    .select({
      audio: pronunciationRecording.audio,
      storageKey: pronunciationRecording.storageKey,
      mime: pronunciationRecording.mime,
    })
    .from(pronunciationRecording)
    .where(
      and(
        eq(pronunciationRecording.id, recordingId),
        eq(pronunciationRecording.userId, userId),
        sql`${pronunciationRecording.expiresAt} > ${now}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

// A deleted row's object key is queued by the database in the same transaction (object_deletion);
// deleteRecordingObjects then asks the store to delete it at once.

export async function deleteRecording(
  db: Database,
  { userId, recordingId }: Learner & { recordingId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(pronunciationRecording)
    .where(and(eq(pronunciationRecording.id, recordingId), eq(pronunciationRecording.userId, userId)))
    .returning(deletedColumns);
  await deleteRecordingObjects(db, deleted);
  return deleted.length > 0;
}

export async function deleteAllRecordings(db: Database, { userId }: Learner): Promise<number> {
  const deleted = await db
    .delete(pronunciationRecording)
    .where(eq(pronunciationRecording.userId, userId))
    .returning(deletedColumns);
  await deleteRecordingObjects(db, deleted);
  return deleted.length;
}

/** Recordings past their time, everyone's: deleted (their attempts and scores stay). */
export async function deleteExpiredRecordings(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(pronunciationRecording)
    .where(lt(pronunciationRecording.expiresAt, now))
    .returning(deletedColumns);
  await deleteRecordingObjects(db, deleted);
  return deleted.length;
}

/** One attempt, only if it is the learner's own. */
export async function getAttempt(
  db: Database,
  { userId, attemptId }: Learner & { attemptId: string },
): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(pronunciationAttempt)
    .where(and(eq(pronunciationAttempt.id, attemptId), eq(pronunciationAttempt.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The phrases generated for the learner in a course, newest first. */
export async function listGeneratedPhrases(
  db: Database,
  { userId, courseId }: Learner & { courseId: string },
): Promise<GeneratedPhraseRow[]> {
  return db
    .select()
    .from(pronunciationPhrase)
    .where(and(eq(pronunciationPhrase.userId, userId), eq(pronunciationPhrase.courseId, courseId)))
    .orderBy(desc(pronunciationPhrase.createdAt), desc(pronunciationPhrase.id));
}

/** One generated phrase, only if it is the learner's own and of their course. */
export async function getGeneratedPhrase(
  db: Database,
  { userId, courseId, phraseId }: Learner & { courseId: string; phraseId: string },
): Promise<GeneratedPhraseRow | null> {
  const [row] = await db
    .select()
    .from(pronunciationPhrase)
    .where(
      and(
        eq(pronunciationPhrase.id, phraseId),
        eq(pronunciationPhrase.userId, userId),
        eq(pronunciationPhrase.courseId, courseId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores new generated phrases and keeps only the learner's `keep` newest in the course, in one transaction. */
export async function storeGeneratedPhrases(
  db: Database,
  { userId, courseId, phrases, keep }: Learner & { courseId: string; phrases: GeneratedPhraseRow[]; keep: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (phrases.length > 0)
      await tx.insert(pronunciationPhrase).values(phrases.map((phrase) => ({ ...phrase, userId, courseId })));
    const mine = and(eq(pronunciationPhrase.userId, userId), eq(pronunciationPhrase.courseId, courseId));
    const newest = tx
      .select({ id: pronunciationPhrase.id })
      .from(pronunciationPhrase)
      .where(mine)
      .orderBy(desc(pronunciationPhrase.createdAt), desc(pronunciationPhrase.id))
      .limit(keep);
    await tx.delete(pronunciationPhrase).where(and(mine, notInArray(pronunciationPhrase.id, newest)));
  });
}

export async function deleteGeneratedPhrase(
  db: Database,
  { userId, phraseId }: Learner & { phraseId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(pronunciationPhrase)
    .where(and(eq(pronunciationPhrase.id, phraseId), eq(pronunciationPhrase.userId, userId)))
    .returning({ id: pronunciationPhrase.id });
  return deleted.length > 0;
}
