import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { exerciseAnswer, learningEvent, lessonAttempt } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { canadianEquivalent, highestLevel, type Level } from "@/lib/levels";
import { getCourse, speechLangOf, type CourseId } from "./content";
import { courseIndex, itemShuffle, seededShuffle } from "./course-index";
import { learnerCourse } from "./learner";
import { recordUnitLevel } from "./levels-reached";
import { courseProgress, UNIT_TEST_PASS_MARK } from "./progress";
import { checkExercise, pick, viewExercise } from "./exercise-types";
import type {
  AnswerResponse,
  AnswerResult,
  CourseMapView,
  LessonSummary,
  PlayerItem,
  PlayerState,
} from "./player-types";
import { answerContext, findOpenAttempt, getAttempt, listAnswers, type Attempt, type StoredAnswer } from "./queries";
import type { AnswerSubmission, ListenRequest } from "./schemas";
import { withSecondOpinion } from "./reports/opinion";
import type { OpinionModel } from "./reports/opinion-model";

/** XP for finishing a lesson, plus for each exercise right the first time. */
const XP_FOR_LESSON = 10;
const XP_PER_CORRECT = 2;
/** A lesson left open overnight does not count as hours of practice. */
const MAX_LESSON_SECONDS = 60 * 60;

type Learner = { userId: string };

function playerItem(attempt: Attempt, position: number, locale: Locale, answer?: StoredAnswer): PlayerItem {
  const item = attempt.items[position]!;
  const exercise = courseIndex(attempt.courseId as CourseId).exercises.get(item.exerciseId)!;
  const shuffle = itemShuffle(`${attempt.id}:${position}`);
  return {
    index: position,
    exerciseId: item.exerciseId,
    round: item.round,
    instruction: pick(exercise.instruction, locale),
    view: viewExercise(exercise, { locale, shuffle, courseLanguage: getCourse(attempt.courseId as CourseId).language }),
    ...(answer && { result: resultOf(answer, locale) }),
  };
}

function resultOf(answer: Pick<StoredAnswer, "verdict">, locale: Locale): AnswerResult {
  const verdict = answer.verdict as Omit<AnswerResult, "explanation"> & { explanation: Record<Locale, string> };
  return { ...verdict, explanation: verdict.explanation[locale] };
}

function summaryOf(attempt: Attempt): LessonSummary | null {
  if (!attempt.finishedAt) return null;
  const answered = attempt.answered ?? 0;
  const correct = attempt.correct ?? 0;
  const accuracy = answered ? correct / answered : 1;
  return {
    correct,
    answered,
    accuracy,
    durationSeconds: attempt.durationSeconds ?? 0,
    xp: attempt.xp ?? 0,
    ...(attempt.kind === "unitTest" && { passed: accuracy >= UNIT_TEST_PASS_MARK }),
  };
}

/**
 * The lesson as the player needs it: the learner's unfinished attempt (so a reload resumes at
 * the first unanswered item), or a new one. null when the lesson is not in their course or is
 * still locked.
 */
export async function openLesson(
  db: Database,
  learner: Learner,
  { lessonId }: { lessonId: string },
  locale: Locale,
): Promise<PlayerState | null> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return null;
  const location = courseIndex(courseId).lessons.get(lessonId);
  if (!location) return null;
  const { states } = await courseProgress(db, { userId: learner.userId, courseId });
  if (states.get(lessonId) === "locked") return null;
  const items = location.lesson.exercises.map((exercise) => ({ exerciseId: exercise.id, round: 1 as const }));
  const attempt =
    (await findOpenAttempt(db, { userId: learner.userId, lessonId })) ??
    (await startAttempt(db, learner, { courseId, kind: "lesson", lessonId, items }));
  const header = {
    id: lessonId,
    title: pick(location.lesson.title, locale),
    goal: pick(location.lesson.goal, locale),
    unitTitle: pick(location.unit.title, locale),
  };
  return playerState(db, learner, attempt, header, locale);
}

/** Exercises in a unit test: the same number from each lesson, none said aloud (it cannot be judged yet). */
const UNIT_TEST_PER_LESSON = 3;

/**
 * The test to skip a unit: exercises drawn from each of its lessons, no retry round; passing it
 * (80 % right) marks the unit done and moves the course on past it. null when the unit is not in
 * the learner's course or is already done.
 */
export async function openUnitTest(
  db: Database,
  learner: Learner,
  { unitId }: { unitId: string },
  locale: Locale,
  labels: { title: string; goal: string },
): Promise<PlayerState | null> {
  const courseId = await learnerCourse(db, learner);
  const unit = courseId ? getCourse(courseId).unitData.find((candidate) => candidate.id === unitId) : undefined;
  if (!courseId || !unit) return null;
  const { states, testedOut } = await courseProgress(db, { userId: learner.userId, courseId });
  if (testedOut.has(unitId) || unit.lessons.every((lesson) => states.get(lesson.id) === "done")) return null;
  let attempt = await findOpenAttempt(db, { userId: learner.userId, lessonId: unitId, kind: "unitTest" });
  if (!attempt) {
    const id = randomUUID();
    const items = unit.lessons.flatMap((lesson) =>
      seededShuffle(
        lesson.exercises.filter((exercise) => exercise.type !== "speak"),
        `${id}:${lesson.id}`,
      )
        .slice(0, UNIT_TEST_PER_LESSON)
        .map((exercise) => ({ exerciseId: exercise.id, round: 1 as const })),
    );
    attempt = await startAttempt(db, learner, { courseId, kind: "unitTest", lessonId: unitId, items }, id);
  }
  return playerState(
    db,
    learner,
    attempt,
    { id: unitId, title: labels.title, goal: labels.goal, unitTitle: pick(unit.title, locale) },
    locale,
  );
}

async function playerState(
  db: Database,
  learner: Learner,
  attempt: Attempt,
  lesson: PlayerState["lesson"],
  locale: Locale,
): Promise<PlayerState> {
  const answers = new Map(
    (await listAnswers(db, { userId: learner.userId, attemptId: attempt.id })).map((answer) => [
      answer.position,
      answer,
    ]),
  );
  const items = attempt.items.map((_, position) => playerItem(attempt, position, locale, answers.get(position)));
  const position = items.findIndex((item) => !item.result);
  return {
    attemptId: attempt.id,
    kind: attempt.kind,
    lesson,
    speechLang: speechLangOf[attempt.courseId as CourseId],
    items,
    position: position === -1 ? items.length : position,
    finished: summaryOf(attempt),
  };
}

async function startAttempt(
  db: Database,
  learner: Learner,
  values: Pick<Attempt, "courseId" | "kind" | "lessonId" | "items">,
  id: string = randomUUID(),
): Promise<Attempt> {
  const [attempt] = await db
    .insert(lessonAttempt)
    .values({ id, userId: learner.userId, ...values })
    .returning();
  return attempt!;
}

/** The sentence of a listen exercise, asked for when the player speaks it. */
export async function listenText(
  db: Database,
  learner: Learner,
  { attemptId, index }: ListenRequest,
): Promise<{ text: string; lang: string }> {
  const attempt = await getAttempt(db, { userId: learner.userId, attemptId });
  const item = attempt?.items[index];
  const exercise = item && courseIndex(attempt.courseId as CourseId).exercises.get(item.exerciseId);
  if (!attempt || exercise?.type !== "listen") throw new ApiError("not_found");
  return { text: exercise.text, lang: speechLangOf[attempt.courseId as CourseId] };
}

/** The sentence of a speak exercise, for the pronunciation coach's scorer. */
export async function speakText(
  db: Database,
  learner: Learner,
  { attemptId, index }: ListenRequest,
): Promise<{ text: string; courseId: CourseId }> {
  const attempt = await getAttempt(db, { userId: learner.userId, attemptId });
  const item = attempt?.items[index];
  const exercise = item && courseIndex(attempt.courseId as CourseId).exercises.get(item.exerciseId);
  if (!attempt || exercise?.type !== "speak") throw new ApiError("not_found");
  return { text: exercise.text, courseId: attempt.courseId as CourseId };
}

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
  options: { opinion?: OpinionModel | null } = {},
): Promise<AnswerResponse> {
  const context = await answerContext(db, { userId: learner.userId, attemptId, index });
  if (!context || index >= context.attempt.items.length) throw new ApiError("not_found");
  const { attempt, answered, stored } = context;
  if (stored)
    return {
      result: resultOf({ verdict: stored }, locale),
      position: answered,
      appended: [],
      finished: summaryOf(attempt),
    };
  if (attempt.finishedAt) throw new ApiError("attempt_finished");
  if (index !== answered) throw new ApiError("answer_out_of_order");

  const courseId = attempt.courseId as CourseId;
  const { exercises, words } = courseIndex(courseId);
  const item = attempt.items[index]!;
  const exercise = exercises.get(item.exerciseId);
  if (!exercise) throw new ApiError("not_found");
  const language = getCourse(courseId).language;
  const rawChecked = checkExercise(exercise, answer, {
    language,
    locale,
    words,
    shuffle: itemShuffle(`${attemptId}:${index}`),
  });
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
  const verdict = {
    correct: checked.correct ?? true,
    ...(checked.correct === null && { skipped: true }),
    expected: checked.expected,
    notes: checked.notes,
    explanation: exercise.explanation,
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
  const inserted = await db
    .insert(exerciseAnswer)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: exerciseAnswer.id });
  // The same answer sent twice at once: the first one stored decides.
  if (inserted.length === 0) {
    const again = await answerContext(db, { userId: learner.userId, attemptId, index });
    if (!again?.stored) throw new ApiError("answer_out_of_order");
    return {
      result: resultOf({ verdict: again.stored }, locale),
      position: again.answered,
      appended: [],
      finished: summaryOf(again.attempt),
    };
  }
  const result = resultOf(row, locale);
  if (index < attempt.items.length - 1) return { result, position: index + 1, appended: [], finished: null };

  // The end of a round: the missed exercises come back once (lessons only), or the attempt is recorded.
  const all = await listAnswers(db, { userId: learner.userId, attemptId });
  const missed =
    item.round === 1 && attempt.kind === "lesson" ? all.filter((row) => row.round === 1 && row.correct === false) : [];
  if (missed.length === 0)
    return { result, position: all.length, appended: [], finished: await finishAttempt(db, attempt, all) };
  const items = [...attempt.items, ...missed.map((row) => ({ exerciseId: row.exerciseId, round: 2 as const }))];
  await db
    .update(lessonAttempt)
    .set({ items })
    .where(and(eq(lessonAttempt.id, attemptId), eq(lessonAttempt.userId, learner.userId)));
  const extended = { ...attempt, items };
  const appended = items
    .slice(attempt.items.length)
    .map((_, offset) => playerItem(extended, attempt.items.length + offset, locale));
  return { result, position: all.length, appended, finished: null };
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
  const { done, testedOut } = await courseProgress(db, { userId, courseId: courseId as CourseId });
  const levels = getCourse(courseId as CourseId)
    .unitData.filter((unit) => testedOut.has(unit.id) || unit.lessons.every((lesson) => done.has(lesson.id)))
    .map((unit) => unit.level);
  return highestLevel(levels);
}

/** The course map of the learner: every unit and lesson with where they stand. null before onboarding. */
export async function courseMap(db: Database, learner: Learner, locale: Locale): Promise<CourseMapView | null> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return null;
  const course = getCourse(courseId);
  const { done, testedOut, placement, states } = await courseProgress(db, { userId: learner.userId, courseId });
  return {
    courseId,
    title: pick(course.title, locale),
    level: placement && {
      cefr: placement.level,
      equivalent: canadianEquivalent(placement.level as Level, course.language),
    },
    units: course.unitData.map((unit) => {
      const lessons = unit.lessons.map((lesson) => ({
        id: lesson.id,
        title: pick(lesson.title, locale),
        goal: pick(lesson.goal, locale),
        state: states.get(lesson.id) ?? "locked",
        bestAccuracy: done.get(lesson.id) ?? null,
      }));
      const testedOutHere = testedOut.has(unit.id);
      return {
        id: unit.id,
        level: unit.level,
        title: pick(unit.title, locale),
        description: pick(unit.description, locale),
        placementStart: placement?.unitId === unit.id,
        testedOut: testedOutHere,
        canTestOut: !testedOutHere && lessons.some((lesson) => lesson.state !== "done"),
        lessons,
      };
    }),
  };
}

/** The lesson after this one in the course, for the player's "next lesson" button. */
export function nextLessonId(courseId: CourseId, lessonId: string): string | null {
  const { order } = courseIndex(courseId);
  return order[order.indexOf(lessonId) + 1] ?? null;
}
