import { readFileSync } from "node:fs";
import path from "node:path";
import { course as courseSchema, unit as unitSchema, type Course, type Unit } from "./content-schema";

/** The tracks, in the order they are offered. */
export const courseIds = ["fr", "en"] as const;
export type CourseId = (typeof courseIds)[number];

/** BCP 47 tag of each course's language, for speech synthesis (the variety taught: Quebec French, Canadian English). */
export const speechLangOf: Record<CourseId, string> = { fr: "fr-CA", en: "en-CA" };

export type LoadedCourse = Course & { unitData: Unit[] };

const contentRoot = path.join(process.cwd(), "content", "courses");

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Reads and validates one course and its units from content/ (throws with the file's name when one is wrong). */
export function readCourse(courseId: CourseId, root = contentRoot): LoadedCourse {
  const dir = path.join(root, courseId);
  const parsed = courseSchema.parse(readJson(path.join(dir, "course.json")));
  const unitData = parsed.units.map((file) => {
    const result = unitSchema.safeParse(readJson(path.join(dir, file)));
    if (!result.success) throw new Error(`content/courses/${courseId}/${file}: ${result.error.message}`);
    return result.data;
  });
  return { ...parsed, unitData };
}

const cache = new Map<CourseId, LoadedCourse>();

/** The course, read once per process. */
export function getCourse(courseId: CourseId): LoadedCourse {
  let loaded = cache.get(courseId);
  if (!loaded) cache.set(courseId, (loaded = readCourse(courseId)));
  return loaded;
}
