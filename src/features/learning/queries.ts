import { and, asc, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { preparedPerDatabase } from "@/db/prepared";
import { exerciseAnswer, lessonAttempt } from "@/db/schema";

export type Attempt = typeof lessonAttempt.$inferSelect;
export type StoredAnswer = typeof exerciseAnswer.$inferSelect;

/** The learner's unfinished run through a lesson, if any (the newest). */
export async function findOpenAttempt(
  db: Database,
  { userId, lessonId, kind = "lesson" }: { userId: string; lessonId: string; kind?: Attempt["kind"] },
): Promise<Attempt | null> {
  const [row] = await db
    .select()
    .from(lessonAttempt)
    .where(
      and(
        eq(lessonAttempt.userId, userId),
        eq(lessonAttempt.lessonId, lessonId),
        eq(lessonAttempt.kind, kind),
        isNull(lessonAttempt.finishedAt),
      ),
    )
    .orderBy(desc(lessonAttempt.startedAt))
    .limit(1);
  return row ?? null;
}

/** One attempt, only if it is the learner's own. */
export async function getAttempt(
  db: Database,
  { userId, attemptId }: { userId: string; attemptId: string },
): Promise<Attempt | null> {
  const [row] = await db
    .select()
    .from(lessonAttempt)
    .where(and(eq(lessonAttempt.id, attemptId), eq(lessonAttempt.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * What judging one answer needs, in one round trip: the attempt, how many answers it has, and
 * the answer already stored at this position if any. Only the learner's own attempt.
 */
export async function answerContext(
  db: Database,
  { userId, attemptId, index }: { userId: string; attemptId: string; index: number },
): Promise<{ attempt: Attempt; answered: number; stored: StoredAnswer["verdict"] | null } | null> {
  const [row] = await answerContextQuery(db).execute({ userId, attemptId, index });
  return row ? { attempt: row.attempt, answered: Number(row.answered), stored: row.stored ?? null } : null;
}

// Built once: it runs on every answer.
const answerContextQuery = preparedPerDatabase((db) =>
  db
    .select({
      attempt: lessonAttempt,
      // Written out: drizzle leaves columns unqualified in a select list, which a subquery would misread.
      answered: sql<number>`(select count(*)::int from exercise_answer a where a.attempt_id = "lesson_attempt"."id")`,
      stored: sql<
        StoredAnswer["verdict"] | null
      >`(select a.verdict from exercise_answer a where a.attempt_id = "lesson_attempt"."id" and a.position = ${sql.placeholder("index")})`,
    })
    .from(lessonAttempt)
    .where(and(eq(lessonAttempt.id, sql.placeholder("attemptId")), eq(lessonAttempt.userId, sql.placeholder("userId"))))
    .limit(1)
    .prepare("answer_context"),
);

export async function listAnswers(
  db: Database,
  { userId, attemptId }: { userId: string; attemptId: string },
): Promise<StoredAnswer[]> {
  return db
    .select()
    .from(exerciseAnswer)
    .where(and(eq(exerciseAnswer.attemptId, attemptId), eq(exerciseAnswer.userId, userId)))
    .orderBy(asc(exerciseAnswer.position));
}

/** Best first-round accuracy per finished lesson of the learner. */
export async function finishedLessons(
  db: Database,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      lessonId: lessonAttempt.lessonId,
      accuracy: sql<number>`max(coalesce(${lessonAttempt.correct}::float / nullif(${lessonAttempt.answered}, 0), 1))`,
    })
    .from(lessonAttempt)
    .where(
      and(
        eq(lessonAttempt.userId, userId),
        eq(lessonAttempt.courseId, courseId),
        eq(lessonAttempt.kind, "lesson"),
        isNotNull(lessonAttempt.finishedAt),
      ),
    )
    .groupBy(lessonAttempt.lessonId);
  return new Map(rows.map((row) => [row.lessonId, Number(row.accuracy)]));
}

/**
 * The lessons finished and the unit tests passed, in one read: what decides which units are
 * complete when a lesson ends (the same sets as finishedLessons and passedUnitTests).
 */
export async function completedCourseParts(
  db: Database,
  { userId, courseId }: { userId: string; courseId: string },
  passMark: number,
): Promise<{ done: Set<string>; testedOut: Set<string> }> {
  const rows = await db
    .selectDistinct({ kind: lessonAttempt.kind, lessonId: lessonAttempt.lessonId })
    .from(lessonAttempt)
    .where(
      and(
        eq(lessonAttempt.userId, userId),
        eq(lessonAttempt.courseId, courseId),
        isNotNull(lessonAttempt.finishedAt),
        or(
          eq(lessonAttempt.kind, "lesson"),
          and(
            eq(lessonAttempt.kind, "unitTest"),
            sql`${lessonAttempt.correct}::float >= ${passMark}::float * nullif(${lessonAttempt.answered}, 0)`,
          ),
        ),
      ),
    );
  const ids = (kind: string) => new Set(rows.filter((row) => row.kind === kind).map((row) => row.lessonId));
  return { done: ids("lesson"), testedOut: ids("unitTest") };
}

/** Units the learner tested out of (a unit test passed). */
export async function passedUnitTests(
  db: Database,
  { userId, courseId }: { userId: string; courseId: string },
  passMark: number,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ unitId: lessonAttempt.lessonId })
    .from(lessonAttempt)
    .where(
      and(
        eq(lessonAttempt.userId, userId),
        eq(lessonAttempt.courseId, courseId),
        eq(lessonAttempt.kind, "unitTest"),
        isNotNull(lessonAttempt.finishedAt),
        sql`${lessonAttempt.correct}::float >= ${passMark}::float * nullif(${lessonAttempt.answered}, 0)`,
      ),
    );
  return new Set(rows.map((row) => row.unitId));
}
