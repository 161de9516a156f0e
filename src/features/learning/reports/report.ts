import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { answerReport, exerciseAnswer, lessonAttempt, reviewAnswer, reviewSession } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { getCourse } from "../content";
import { isCourseId, lessonItemContent, reportableText, reviewItemContent, type ReportedContent } from "./reportable";
import type { AnswerReportRequest } from "./schemas";

type Learner = { userId: string };

/** One stored answer as a report needs it, read from the learner's own attempt or session only. */
type StoredAnswer = {
  courseId: string;
  content: ReportedContent | null;
  answer: unknown;
  correct: boolean | null;
  verdict: unknown;
};

async function lessonAnswer(
  db: Database,
  { userId }: Learner,
  { attemptId, index }: AnswerReportRequest,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      courseId: lessonAttempt.courseId,
      exerciseId: exerciseAnswer.exerciseId,
      answer: exerciseAnswer.answer,
      correct: exerciseAnswer.correct,
      verdict: exerciseAnswer.verdict,
    })
    .from(exerciseAnswer)
    .innerJoin(lessonAttempt, eq(lessonAttempt.id, exerciseAnswer.attemptId))
    .where(
      and(
        eq(lessonAttempt.id, attemptId),
        eq(lessonAttempt.userId, userId),
        eq(exerciseAnswer.userId, userId),
        eq(exerciseAnswer.position, index),
      ),
    )
    .limit(1);
  return row ? { ...row, content: lessonItemContent(row.courseId, row.exerciseId) } : null;
}

async function reviewAnswerAt(
  db: Database,
  { userId }: Learner,
  { attemptId, index }: AnswerReportRequest,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      courseId: reviewSession.courseId,
      items: reviewSession.items,
      answer: reviewAnswer.answer,
      correct: reviewAnswer.correct,
      verdict: reviewAnswer.verdict,
    })
    .from(reviewAnswer)
    .innerJoin(reviewSession, eq(reviewSession.id, reviewAnswer.sessionId))
    .where(
      and(
        eq(reviewSession.id, attemptId),
        eq(reviewSession.userId, userId),
        eq(reviewAnswer.userId, userId),
        eq(reviewAnswer.position, index),
      ),
    )
    .limit(1);
  const item = row?.items[index];
  return row && item ? { ...row, content: reviewItemContent(row.courseId, item) } : null;
}

/** The expected form and the notes of a stored verdict (its explanation is the content's, not the learner's). */
function verdictOf(stored: unknown): { expected: string; notes: unknown[] } {
  const { expected, notes } = (stored ?? {}) as { expected?: unknown; notes?: unknown };
  return { expected: typeof expected === "string" ? expected : "", notes: Array.isArray(notes) ? notes : [] };
}

/**
 * Stores the learner's report that their rejected answer should have been accepted: the answer,
 * the verdict, the exercise, the languages. The same answer reported twice is one report
 * (`created` is false the second time). Another learner's attempt, or a position not answered,
 * is not_found; a right answer or one that was not typed cannot be reported.
 */
export async function reportAnswer(
  db: Database,
  learner: Learner,
  request: AnswerReportRequest,
  locale: Locale,
): Promise<{ created: boolean }> {
  const stored =
    request.kind === "lesson" ? await lessonAnswer(db, learner, request) : await reviewAnswerAt(db, learner, request);
  if (!stored || !stored.content || !isCourseId(stored.courseId)) throw new ApiError("not_found");
  const text = reportableText({
    correct: stored.correct,
    answer: stored.answer,
    exerciseType: stored.content.exerciseType,
  });
  if (text === null) throw new ApiError("validation_failed", [{ path: "index", code: "not_reportable" }]);

  const inserted = await db
    .insert(answerReport)
    .values({
      id: randomUUID(),
      userId: learner.userId,
      kind: request.kind,
      attemptId: request.attemptId,
      position: request.index,
      courseId: stored.courseId,
      exerciseId: stored.content.exerciseId,
      exerciseType: stored.content.exerciseType,
      answer: text,
      verdict: verdictOf(stored.verdict),
      language: getCourse(stored.courseId).language,
      locale,
    })
    .onConflictDoNothing()
    .returning({ id: answerReport.id });
  const created = inserted.length > 0;
  if (created)
    logger.info(
      { event: "answer.reported", kind: request.kind, exerciseId: stored.content.exerciseId },
      "answer reported",
    );
  return { created };
}
