import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getCourse, type CourseId } from "../content";
import { unit as unitSchema, type Unit } from "../content-schema";
import { track as trackSchema, type TrackDefinition } from "./schema";

/** The folder of each course's track, under content/courses/<course>/. Only French has one. */
const trackFolders: Partial<Record<CourseId, string>> = { fr: "niveau-4" };

export type LoadedTrack = TrackDefinition & {
  courseId: CourseId;
  unitData: Unit[];
  /** Every lesson of the track in order: a unit step brings all its lessons. */
  lessonIds: string[];
};

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/**
 * Reads and validates one track folder: its definition, its units, and steps that each name one of
 * its units or a lesson of the course (`courseLessonIds`). Throws with the file's name when wrong.
 */
export function readTrack(dir: string, courseId: CourseId, courseLessonIds: ReadonlySet<string>): LoadedTrack {
  const definition = trackSchema.parse(readJson(path.join(dir, "track.json")));
  const unitData = definition.units.map((file) => {
    const result = unitSchema.safeParse(readJson(path.join(dir, file)));
    if (!result.success) throw new Error(`${path.join(dir, file)}: ${result.error.message}`);
    return result.data;
  });
  const lessonIds = definition.steps.flatMap((step) => {
    if ("lesson" in step) {
      if (!courseLessonIds.has(step.lesson)) throw new Error(`${dir}/track.json: no course lesson ${step.lesson}`);
      return [step.lesson];
    }
    const found = unitData.find((candidate) => candidate.id === step.unit);
    if (!found) throw new Error(`${dir}/track.json: no track unit ${step.unit}`);
    return found.lessons.map((lesson) => lesson.id);
  });
  if (new Set(lessonIds).size !== lessonIds.length) throw new Error(`${dir}/track.json: a lesson is listed twice`);
  return { ...definition, courseId, unitData, lessonIds };
}

const cache = new Map<CourseId, LoadedTrack | null>();

/** The course's track, read once per process; null for a course without one. */
export function getTrack(courseId: CourseId): LoadedTrack | null {
  if (cache.has(courseId)) return cache.get(courseId)!;
  const folder = trackFolders[courseId];
  const dir = folder && path.join(process.cwd(), "content", "courses", courseId, folder);
  const courseLessons = new Set(
    getCourse(courseId).unitData.flatMap((unit) => unit.lessons.map((lesson) => lesson.id)),
  );
  const loaded = dir && existsSync(path.join(dir, "track.json")) ? readTrack(dir, courseId, courseLessons) : null;
  cache.set(courseId, loaded);
  return loaded;
}
