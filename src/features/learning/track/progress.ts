import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { lessonAttempt } from "@/db/schema";
import { inUserSet, type UserSet } from "@/db/user-set";
import type { Locale } from "@/i18n/config";
import type { CourseId } from "../content";
import { courseIndex } from "../course-index";
import { pick } from "../exercise-types";
import { courseProgress } from "../progress";
import { getTrack } from "./content";

/** A step's state: a course lesson still locked in the learner's course stays locked here too. */
export type TrackStepState = "done" | "next" | "open" | "locked";

export type TrackView = {
  id: string;
  title: string;
  description: string;
  descriptors: { listening: string[]; speaking: string[] };
  regulation: { summary: string[]; dateToConfirm: boolean };
  steps: {
    lessonId: string;
    title: string;
    unitTitle: string;
    level: string;
    inCourse: boolean;
    state: TrackStepState;
  }[];
  done: number;
  total: number;
  nextLessonId: string | null;
};

/** The track of the learner's course with where each step stands; null for a course without a track. */
export async function trackProgress(
  db: Database,
  { userId, courseId }: { userId: string; courseId: CourseId },
  locale: Locale,
): Promise<TrackView | null> {
  const track = getTrack(courseId);
  if (!track) return null;
  const { lessons, order } = courseIndex(courseId);
  const { done, states } = await courseProgress(db, { userId, courseId });
  const inCourse = new Set(order);
  let next: string | null = null;
  const steps = track.lessonIds.map((lessonId) => {
    const location = lessons.get(lessonId)!;
    const locked = inCourse.has(lessonId) && states.get(lessonId) === "locked";
    let state: TrackStepState = done.has(lessonId) ? "done" : locked ? "locked" : "open";
    if (state === "open" && next === null) {
      next = lessonId;
      state = "next";
    }
    return {
      lessonId,
      title: pick(location.lesson.title, locale),
      unitTitle: pick(location.unit.title, locale),
      level: location.unit.level,
      inCourse: inCourse.has(lessonId),
      state,
    };
  });
  return {
    id: track.id,
    title: pick(track.title, locale),
    description: pick(track.description, locale),
    descriptors: {
      listening: track.descriptors.listening.map((line) => pick(line, locale)),
      speaking: track.descriptors.speaking.map((line) => pick(line, locale)),
    },
    regulation: {
      summary: track.regulation.summary.map((line) => pick(line, locale)),
      dateToConfirm: track.regulation.dateToConfirm,
    },
    steps,
    done: steps.filter((step) => step.state === "done").length,
    total: steps.length,
    nextLessonId: next,
  };
}

/** How many of the track's steps each of these learners finished (a learner with none is absent). */
export async function trackStepsDone(
  db: Database,
  { users, courseId }: { users: UserSet; courseId: CourseId },
): Promise<Map<string, number>> {
  const track = getTrack(courseId);
  if (!track || (users instanceof Array && users.length === 0)) return new Map();
  const rows = await db
    .select({ userId: lessonAttempt.userId, done: sql<number>`count(distinct ${lessonAttempt.lessonId})::int` })
    .from(lessonAttempt)
    .where(
      and(
        inUserSet(lessonAttempt.userId, users),
        eq(lessonAttempt.courseId, courseId),
        eq(lessonAttempt.kind, "lesson"),
        isNotNull(lessonAttempt.finishedAt),
        inArray(lessonAttempt.lessonId, track.lessonIds),
      ),
    )
    .groupBy(lessonAttempt.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.done)]));
}

/** The number of steps in the course's track (0 without one). */
export const trackLength = (courseId: CourseId): number => getTrack(courseId)?.lessonIds.length ?? 0;
