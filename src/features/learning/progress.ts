import { cache } from "react";
import type { Database } from "@/db";
import type { CourseId } from "./content";
import { courseIndex } from "./course-index";
import { placementStartUnit } from "./placement/service";
import type { LessonState } from "./player-types";
import { finishedLessons, passedUnitTests } from "./queries";

/** Share of a unit test's answers that must be right to skip the unit. */
export const UNIT_TEST_PASS_MARK = 0.8;

export type CourseProgress = {
  /** Best first-round accuracy per finished lesson. */
  done: Map<string, number>;
  /** Units skipped by passing their test. */
  testedOut: Set<string>;
  /** The unit chosen by the placement test, and the level it found. */
  placement: { unitId: string; level: string } | null;
  states: Map<string, LessonState>;
};

/**
 * Where each lesson stands: done (finished, or its unit tested out), the next one, open (up to
 * the next lesson's unit) or locked. The next lesson is the first not done from where the course
 * starts for the learner: the placement's unit, or past the furthest unit tested out.
 */
export function lessonStates(
  courseId: CourseId,
  done: ReadonlyMap<string, number>,
  testedOut: ReadonlySet<string>,
  startUnitIndex: number,
): Map<string, LessonState> {
  const { order, lessons } = courseIndex(courseId);
  const isDone = (lessonId: string) => done.has(lessonId) || testedOut.has(lessons.get(lessonId)!.unit.id);
  const next =
    order.find((lessonId) => !isDone(lessonId) && lessons.get(lessonId)!.unitIndex >= startUnitIndex) ??
    order.find((lessonId) => !isDone(lessonId));
  const nextUnit = next ? lessons.get(next)!.unitIndex : Infinity;
  return new Map(
    order.map((lessonId) => [
      lessonId,
      isDone(lessonId)
        ? "done"
        : lessonId === next
          ? "next"
          : lessons.get(lessonId)!.unitIndex <= nextUnit
            ? "open"
            : "locked",
    ]),
  );
}

/**
 * The learner's progress through the course, read in one go for the map and the player. Read once
 * per page render (the dashboard's standing and its level-4 card both need it); callers share the result and never change it.
 */
export function courseProgress(
  db: Database,
  { userId, courseId }: { userId: string; courseId: CourseId },
): Promise<CourseProgress> {
  return progressOfRender(db, userId, courseId);
}

const progressOfRender = cache(async (db: Database, userId: string, courseId: CourseId): Promise<CourseProgress> => {
  const [done, testedOut, placement] = await Promise.all([
    finishedLessons(db, { userId, courseId }),
    passedUnitTests(db, { userId, courseId }, UNIT_TEST_PASS_MARK),
    placementStartUnit(db, { userId, courseId }),
  ]);
  const { lessons } = courseIndex(courseId);
  const unitIndexes = new Map([...lessons.values()].map((location) => [location.unit.id, location.unitIndex]));
  const startUnitIndex = Math.max(
    placement ? (unitIndexes.get(placement.unitId) ?? 0) : 0,
    ...[...testedOut].map((unitId) => (unitIndexes.get(unitId) ?? -1) + 1),
  );
  return {
    done,
    testedOut,
    placement: placement && { unitId: placement.unitId, level: placement.level },
    states: lessonStates(courseId, done, testedOut, startUnitIndex),
  };
});
