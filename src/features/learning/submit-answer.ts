import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { preparedPerDatabase } from "@/db/prepared";
import { exerciseAnswer, learningEvent, lessonAttempt } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { highestLevel } from "@/lib/levels";
import { playerItem, resultOf, summaryOf, type Learner } from "./attempt-view";
import { getCourse, type CourseId } from "./content";
import { courseIndex, itemShuffle } from "./course-index";
import { certifyUnitTest } from "./certified-levels";
import { recordUnitLevel } from "./levels-reached";
import { UNIT_TEST_PASS_MARK } from "./progress";
import { checkExercise, comprehensionVerdict } from "./exercise-types";
import type { AnswerResponse, LessonSummary } from "./player-types";
import {
  answerContext,
  completedCourseParts,
  getAttempt,
  listAnswers,
  type Attempt,
  type StoredAnswer,
} from "./queries";
import type { AnswerSubmission } from "./schemas";
import { withSecondOpinion } from "./reports/opinion";
import { emailResult, type EmailResultOptions } from "./email/result";
import type { OpinionModel } from "./reports/opinion-model";

/*
 * Answering inside a lesson or unit test: the verdict is stored before anything else moves, the
 * missed exercises come back once, and the finished attempt is recorded with its XP and events.
 */

/** XP for finishing a lesson, plus for each exercise right the first time. */
const XP_FOR_LESSON = 10;
const XP_PER_CORRECT = 2;
/** A lesson left open overnight does not count as hours of practice. */
const MAX_LESSON_SECONDS = 60 * 60;

/**
 * Judges one answer, stores it, and moves the attempt on: at the end of the first round the
 * missed exercises come back once; at the very end the lesson is recorded as completed (an
 * event the rewards feature reads). Sending the same answer again returns the stored verdict.
 */
export async function submitAnswer(
  db: Database,
  learner: Learner,
  { attemptId, index, answer }: AnswerSubmission,
  locale: Locale,
  /** The model asked for a second opinion on a rejected translation or gap: the configured one unless given (tests), none when null. */
  options: { opinion?: OpinionModel | null; email?: EmailResultOptions } = {},
): Promise<AnswerResponse> {
  const context = await answerContext(db, { userId: learner.userId, attemptId, index });
  if (!context || index >= context.attempt.items.length) throw new ApiError("not_found");
  const { attempt, answered, stored } = context;
  if (stored) return replay(db, learner, context, index, locale);
  if (attempt.finishedAt) throw new ApiError("attempt_finished");
  if (index !== answered) throw new ApiError("answer_out_of_order");

  const courseId = attempt.courseId as CourseId;
  const { exercises, words } = courseIndex(courseId);
  const item = attempt.items[index]!;
  const exercise = exercises.get(item.exerciseId);
  if (!exercise) throw new ApiError("not_found");
  const language = getCourse(courseId).language;
  const shuffle = itemShuffle(`${attemptId}:${index}`);
  const rawChecked = checkExercise(exercise, answer, { language, locale, words, shuffle });
  if (!rawChecked) throw new ApiError("validation_failed", [{ path: "answer", code: "does_not_fit_exercise" }]);
  // Before anything is stored: the retry round, the accuracy and the XP follow the final verdict.
  const checked = await withSecondOpinion(
    db,
    exercise,
    answer,
    rawChecked,
    { language, locale },
    { model: options.opinion },
  );
  const email = await emailResult(
    db,
    exercise,
    answer,
    { userId: learner.userId, courseId, language, locale },
    options.email,
  );
  const verdict = {
    correct: checked.correct ?? true,
    ...(checked.correct === null && { skipped: true }),
    expected: checked.expected,
    notes: checked.notes,
    explanation: exercise.explanation,
    ...(email && { email }),
    // A piece missed in a lesson's first round comes back: its answers and transcript wait for that last try.
    ...(exercise.type === "comprehension" && {
      comprehension: comprehensionVerdict(exercise, answer, shuffle, {
        reveal: checked.correct !== false || item.round === 2 || attempt.kind !== "lesson",
      }),
    }),
  };

  const row = {
    id: randomUUID(),
    attemptId,
    userId: learner.userId,
    position: index,
    exerciseId: item.exerciseId,
    round: item.round,
    answer,
    correct: checked.correct,
    verdict,
  };
  const inserted = await insertAnswer(db).execute(row);
  // The same answer sent twice at once: the first one stored decides.
  if (inserted.length === 0) {
    const again = await answerContext(db, { userId: learner.userId, attemptId, index });
    if (!again?.stored) throw new ApiError("answer_out_of_order");
    return replay(db, learner, again, index, locale);
  }
  return { result: resultOf(row, locale), ...(await moveOn(db, learner, attempt, index, locale)) };
}

// Built once: it runs on every answer (see preparedPerDatabase).
const insertAnswer = preparedPerDatabase((db) =>
  db
    .insert(exerciseAnswer)
    .values({
      id: sql.placeholder("id"),
      attemptId: sql.placeholder("attemptId"),
      userId: sql.placeholder("userId"),
      position: sql.placeholder("position"),
      exerciseId: sql.placeholder("exerciseId"),
      round: sql.placeholder("round"),
      answer: sql.placeholder("answer"),
      correct: sql.placeholder("correct"),
      verdict: sql.placeholder("verdict"),
    })
    .onConflictDoNothing()
    .returning({ id: exerciseAnswer.id })
    .prepare("insert_answer"),
);

type AnswerContext = NonNullable<Awaited<ReturnType<typeof answerContext>>>;

/**
 * An answer sent again answers with its stored verdict. If it is the last of its round and what
 * follows was never recorded (a failure between the two writes), it is recorded now: sending the
 * answer again repairs the attempt, as opening the lesson again does (`catchUp`).
 */
async function replay(
  db: Database,
  learner: Learner,
  { attempt, answered, stored }: AnswerContext,
  index: number,
  locale: Locale,
): Promise<AnswerResponse> {
  const result = resultOf({ verdict: stored! }, locale);
  if (!attempt.finishedAt && index === attempt.items.length - 1)
    return { result, ...(await moveOn(db, learner, attempt, index, locale)) };
  return { result, position: answered, appended: [], finished: summaryOf(attempt) };
}

/** After the answer at `index`: the next item, or at the end of a round the retry round or the finished lesson. */
async function moveOn(
  db: Database,
  learner: Learner,
  attempt: Attempt,
  index: number,
  locale: Locale,
): Promise<Omit<AnswerResponse, "result">> {
  if (index < attempt.items.length - 1) return { position: index + 1, appended: [], finished: null };
  // The end of a round: the missed exercises come back once (lessons only), or the attempt is recorded.
  const all = await listAnswers(db, { userId: learner.userId, attemptId: attempt.id });
  const missed =
    attempt.items[index]!.round === 1 && attempt.kind === "lesson"
      ? all.filter((row) => row.round === 1 && row.correct === false)
      : [];
  if (missed.length === 0)
    return { position: all.length, appended: [], finished: await finishAttempt(db, attempt, all) };
  const items = [...attempt.items, ...missed.map((row) => ({ exerciseId: row.exerciseId, round: 2 as const }))];
  await db
    .update(lessonAttempt)
    .set({ items })
    .where(and(eq(lessonAttempt.id, attempt.id), eq(lessonAttempt.userId, learner.userId)));
  const extended = { ...attempt, items };
  const appended = items
    .slice(attempt.items.length)
    .map((_, offset) => playerItem(extended, attempt.items.length + offset, locale));
  return { position: all.length, appended, finished: null };
}

/**
 * An attempt opened again with every item answered but its end never recorded (the request that
 * would have recorded it failed, and the learner left): records it now. Returns the attempt as it
 * is after that.
 */
export async function catchUp(db: Database, learner: Learner, attempt: Attempt, locale: Locale): Promise<Attempt> {
  if (attempt.finishedAt) return attempt;
  const answered = await listAnswers(db, { userId: learner.userId, attemptId: attempt.id });
  if (answered.length < attempt.items.length) return attempt;
  await moveOn(db, learner, attempt, attempt.items.length - 1, locale);
  return (await getAttempt(db, { userId: learner.userId, attemptId: attempt.id })) ?? attempt;
}

/** Records the finished lesson: first-round accuracy, time, XP, and the event for rewards. */
async function finishAttempt(db: Database, attempt: Attempt, answers: StoredAnswer[]): Promise<LessonSummary> {
  const counted = answers.filter((row) => row.round === 1 && row.correct !== null);
  const correct = counted.filter((row) => row.correct).length;
  const durationSeconds = Math.min(MAX_LESSON_SECONDS, Math.round((Date.now() - attempt.startedAt.getTime()) / 1000));
  const xp = XP_FOR_LESSON + XP_PER_CORRECT * correct;
  const summary = summaryOf({
    ...attempt,
    finishedAt: new Date(),
    correct,
    answered: counted.length,
    xp,
    durationSeconds,
  })!;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(lessonAttempt)
      .set({ finishedAt: new Date(), correct, answered: counted.length, xp, durationSeconds })
      .where(
        and(
          eq(lessonAttempt.id, attempt.id),
          eq(lessonAttempt.userId, attempt.userId),
          isNull(lessonAttempt.finishedAt),
        ),
      )
      .returning({ id: lessonAttempt.id });
    if (updated.length === 0) return;
    await tx.insert(learningEvent).values({
      id: randomUUID(),
      userId: attempt.userId,
      kind: attempt.kind === "unitTest" ? "unit.tested" : "lesson.completed",
      payload: {
        courseId: attempt.courseId,
        ...(attempt.kind === "unitTest" ? { unitId: attempt.lessonId } : { lessonId: attempt.lessonId }),
        attemptId: attempt.id,
        ...summary,
      },
    });
    const unitLevel = await completedUnitLevel(tx, attempt);
    if (unitLevel) await recordUnitLevel(tx, { userId: attempt.userId, courseId: attempt.courseId, level: unitLevel });
    if (attempt.kind === "unitTest")
      await certifyUnitTest(tx, { ...attempt, unitId: attempt.lessonId }, { correct, answered: counted.length });
  });
  logger.info(
    {
      event: attempt.kind === "unitTest" ? "unit.tested" : "lesson.completed",
      lessonId: attempt.lessonId,
      accuracy: summary.accuracy,
      xp,
    },
    "lesson completed",
  );
  return summary;
}

/** The highest level among the units the learner has completed (every lesson, or the test passed). */
async function completedUnitLevel(db: Database, { userId, courseId }: Attempt): Promise<string | null> {
  // Inside the lesson's last transaction: one read, not the whole course map (placement, states).
  const { done, testedOut } = await completedCourseParts(db, { userId, courseId }, UNIT_TEST_PASS_MARK);
  const levels = getCourse(courseId as CourseId)
    .unitData.filter((unit) => testedOut.has(unit.id) || unit.lessons.every((lesson) => done.has(lesson.id)))
    .map((unit) => unit.level);
  return highestLevel(levels);
}
