import { and, asc, eq, gt, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { exerciseAnswer, learningEvent, lessonAttempt } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { courseIds, getCourse, type CourseId } from "./content";
import { courseIndex } from "./course-index";
import { pick } from "./exercise-types";
import { latestResult } from "./placement/queries";
import { canadianEquivalent, highestLevel, PRE_A1, type PlacementResult, type TaughtLevel } from "@/lib/levels";
import type { Skill } from "./placement/content-schema";
import { courseProgress } from "./progress";

/*
 * What the daily practice loop (spaced review, rewards, the dashboard) reads from learning:
 * finished lessons as events and as daily sums, the words each lesson teaches, and where the
 * learner stands in the course. Always for one learner (or the listed learners of one ranking).
 */

/** A lesson or unit test finished, as recorded in learning_event by finishAttempt. */
export type FinishedAttempt = {
  at: Date;
  kind: "lesson" | "unitTest";
  courseId: CourseId;
  lessonId: string;
  attemptId: string;
};

/** Lessons and unit tests the learner finished after `since` (all of them when null), oldest first. */
export async function finishedAttemptsSince(
  db: Database,
  { userId, since }: { userId: string; since: Date | null },
): Promise<FinishedAttempt[]> {
  const rows = await db
    .select({ kind: learningEvent.kind, payload: learningEvent.payload, at: learningEvent.createdAt })
    .from(learningEvent)
    .where(
      and(
        eq(learningEvent.userId, userId),
        inArray(learningEvent.kind, ["lesson.completed", "unit.tested"]),
        since ? gt(learningEvent.createdAt, since) : undefined,
      ),
    )
    .orderBy(asc(learningEvent.createdAt));
  return rows.map(({ kind, payload, at }) => ({
    at,
    kind: kind === "unit.tested" ? "unitTest" : "lesson",
    courseId: payload.courseId as CourseId,
    lessonId: String(payload.lessonId ?? payload.unitId),
    attemptId: String(payload.attemptId),
  }));
}

/** A listening piece is heard again in its lesson, never as a review card (minutes of audio where a card takes seconds). */
const reviewable = (exerciseId: string) =>
  courseIds.every((courseId) => courseIndex(courseId).exercises.get(exerciseId)?.type !== "comprehension");

/** The exercises missed in the first round of each attempt (the learner's own attempts only). */
export async function missedExercises(
  db: Database,
  { userId, attemptIds }: { userId: string; attemptIds: string[] },
): Promise<Map<string, string[]>> {
  const missed = new Map<string, string[]>(attemptIds.map((id) => [id, []]));
  if (attemptIds.length === 0) return missed;
  const rows = await db
    .select({ attemptId: exerciseAnswer.attemptId, exerciseId: exerciseAnswer.exerciseId })
    .from(exerciseAnswer)
    .where(
      and(
        eq(exerciseAnswer.userId, userId),
        inArray(exerciseAnswer.attemptId, attemptIds),
        eq(exerciseAnswer.round, 1),
        eq(exerciseAnswer.correct, false),
      ),
    )
    .orderBy(asc(exerciseAnswer.position));
  for (const row of rows) if (reviewable(row.exerciseId)) missed.get(row.attemptId)?.push(row.exerciseId);
  return missed;
}

/** The ids of the vocabulary items a lesson teaches. */
export function lessonVocabularyIds(courseId: CourseId, lessonId: string): string[] {
  return (courseIndex(courseId).lessonVocabulary.get(lessonId) ?? []).map((item) => item.id);
}

/** One local day and hour of the learner's finished lessons and unit tests. */
export type LessonActivity = {
  day: string;
  hour: number;
  lessons: number;
  unitTests: number;
  perfectLessons: number;
  xp: number;
  seconds: number;
};

/**
 * The learner's finished lessons and unit tests summed by local day and hour (in their time
 * zone): what streaks, the week's chart, XP and the habit badges are counted from.
 */
export async function lessonActivity(
  db: Database,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<LessonActivity[]> {
  const local = sql`(${lessonAttempt.finishedAt} at time zone ${timeZone})`;
  const rows = await db
    .select({
      day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
      hour: sql<number>`extract(hour from ${local})::int`,
      lessons: sql<number>`count(*) filter (where ${lessonAttempt.kind} = 'lesson')::int`,
      unitTests: sql<number>`count(*) filter (where ${lessonAttempt.kind} = 'unitTest')::int`,
      perfectLessons: sql<number>`count(*) filter (where ${lessonAttempt.kind} = 'lesson' and ${lessonAttempt.answered} > 0 and ${lessonAttempt.correct} = ${lessonAttempt.answered})::int`,
      xp: sql<number>`coalesce(sum(${lessonAttempt.xp}), 0)::int`,
      seconds: sql<number>`coalesce(sum(${lessonAttempt.durationSeconds}), 0)::int`,
    })
    .from(lessonAttempt)
    .where(and(eq(lessonAttempt.userId, userId), isNotNull(lessonAttempt.finishedAt)))
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({
    ...row,
    hour: Number(row.hour),
    lessons: Number(row.lessons),
    unitTests: Number(row.unitTests),
    perfectLessons: Number(row.perfectLessons),
    xp: Number(row.xp),
    seconds: Number(row.seconds),
  }));
}

/** XP each of these learners earned in lessons and unit tests finished in [from, to). */
export async function lessonXpByLearner(
  db: Database,
  { userIds, from, to }: { userIds: string[]; from: Date; to: Date },
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: lessonAttempt.userId, xp: sql<number>`coalesce(sum(${lessonAttempt.xp}), 0)::int` })
    .from(lessonAttempt)
    .where(
      and(
        inArray(lessonAttempt.userId, userIds),
        gte(lessonAttempt.finishedAt, from),
        lt(lessonAttempt.finishedAt, to),
      ),
    )
    .groupBy(lessonAttempt.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.xp)]));
}

export type CourseStanding = {
  courseId: CourseId;
  courseTitle: string;
  /** The lesson to do next, null when the course is done. */
  nextLesson: { id: string; title: string; unitTitle: string; level: string } | null;
  /** Distinct lessons finished at least once. */
  lessonsCompleted: number;
  /** Units done: all their lessons finished, or their test passed. */
  unitsCompleted: number;
  /** The highest level of a completed unit, or the placement's overall level when higher; null before either. */
  levelReached: TaughtLevel | null;
  /** The latest placement result, per skill with its NCLC/CLB band; null before a placement. */
  placement: {
    overall: string;
    overallEquivalent: string;
    skills: { skill: Skill; level: string | null; equivalent: string | null }[];
  } | null;
};

/** Where the learner stands in their course, for the dashboard and the badges. */
export async function courseStanding(
  db: Database,
  { userId, courseId }: { userId: string; courseId: CourseId },
  locale: Locale,
): Promise<CourseStanding> {
  const course = getCourse(courseId);
  const { lessons, order } = courseIndex(courseId);
  const [{ done, testedOut, states }, placementRow] = await Promise.all([
    courseProgress(db, { userId, courseId }),
    latestResult(db, { userId, courseId }),
  ]);
  const next = order.find((lessonId) => states.get(lessonId) === "next");
  const nextLocation = next ? lessons.get(next)! : null;
  const completedUnits = course.unitData.filter(
    (unit) => testedOut.has(unit.id) || unit.lessons.every((lesson) => done.has(lesson.id)),
  );
  const result = placementRow?.result ?? null;
  // Below A1 is a placement result, not a level reached.
  const best = highestLevel<TaughtLevel>(
    [...completedUnits.map((unit) => unit.level), result?.overall].filter((level) => level !== PRE_A1),
  );
  return {
    courseId,
    courseTitle: pick(course.title, locale),
    nextLesson: nextLocation && {
      id: nextLocation.lesson.id,
      title: pick(nextLocation.lesson.title, locale),
      unitTitle: pick(nextLocation.unit.title, locale),
      level: nextLocation.unit.level,
    },
    lessonsCompleted: done.size,
    unitsCompleted: completedUnits.length,
    levelReached: best,
    placement: result && {
      overall: result.overall,
      overallEquivalent: canadianEquivalent(result.overall as PlacementResult, course.language),
      skills: (["reading", "listening", "writing"] as const).map((skill) => {
        const level = (result.skills[skill] ?? null) as PlacementResult | null;
        return { skill, level, equivalent: level && canadianEquivalent(level, course.language) };
      }),
    },
  };
}
