import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { exerciseAnswer, lessonAttempt } from "@/db/schema";

export type Attempt = typeof lessonAttempt.$inferSelect;
export type StoredAnswer = typeof exerciseAnswer.$inferSelect;

/** The learner's unfinished run through a lesson, if any (the newest). */
export async function findOpenAttempt(db: Database, { userId, lessonId }: { userId: string; lessonId: string }): Promise<Attempt | null> {
  const [row] = await db
    .select()
    .from(lessonAttempt)
    .where(and(eq(lessonAttempt.userId, userId), eq(lessonAttempt.lessonId, lessonId), isNull(lessonAttempt.finishedAt)))
    .orderBy(desc(lessonAttempt.startedAt))
    .limit(1);
  return row ?? null;
}

/** One attempt, only if it is the learner's own. */
export async function getAttempt(db: Database, { userId, attemptId }: { userId: string; attemptId: string }): Promise<Attempt | null> {
  const [row] = await db.select().from(lessonAttempt).where(and(eq(lessonAttempt.id, attemptId), eq(lessonAttempt.userId, userId))).limit(1);
  return row ?? null;
}

export async function listAnswers(db: Database, { userId, attemptId }: { userId: string; attemptId: string }): Promise<StoredAnswer[]> {
  return db
    .select()
    .from(exerciseAnswer)
    .where(and(eq(exerciseAnswer.attemptId, attemptId), eq(exerciseAnswer.userId, userId)))
    .orderBy(asc(exerciseAnswer.position));
}

/** Best first-round accuracy per finished lesson of the learner. */
export async function finishedLessons(db: Database, { userId, courseId }: { userId: string; courseId: string }): Promise<Map<string, number>> {
  const rows = await db
    .select({ lessonId: lessonAttempt.lessonId, accuracy: sql<number>`max(coalesce(${lessonAttempt.correct}::float / nullif(${lessonAttempt.answered}, 0), 1))` })
    .from(lessonAttempt)
    .where(and(eq(lessonAttempt.userId, userId), eq(lessonAttempt.courseId, courseId), isNotNull(lessonAttempt.finishedAt)))
    .groupBy(lessonAttempt.lessonId);
  return new Map(rows.map((row) => [row.lessonId, Number(row.accuracy)]));
}
