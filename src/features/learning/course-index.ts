import { createHash } from "node:crypto";
import { lessonWordSet } from "./checker";
import { getCourse, type CourseId } from "./content";
import type { Exercise, Unit } from "./content-schema";
import { exerciseTexts } from "./exercise-types";

type Lesson = Unit["lessons"][number];
export type LessonLocation = { courseId: CourseId; unit: Unit; lesson: Lesson; unitIndex: number; lessonIndex: number };

type CourseIndex = {
  lessons: Map<string, LessonLocation>;
  exercises: Map<string, Exercise>;
  /** Every word the course uses: a typo into one of them is another word, not a slip. */
  words: ReadonlySet<string>;
  /** Lessons in course order. */
  order: string[];
};

const indexes = new Map<CourseId, CourseIndex>();

/** Lookups into one course, built once per process from its content. */
export function courseIndex(courseId: CourseId): CourseIndex {
  let index = indexes.get(courseId);
  if (index) return index;
  const course = getCourse(courseId);
  const lessons = new Map<string, LessonLocation>();
  const exercises = new Map<string, Exercise>();
  const texts: string[] = [];
  course.unitData.forEach((unit, unitIndex) => {
    texts.push(...unit.vocabulary.map((item) => item.term));
    unit.lessons.forEach((lesson, lessonIndex) => {
      lessons.set(lesson.id, { courseId, unit, lesson, unitIndex, lessonIndex });
      for (const exercise of lesson.exercises) {
        exercises.set(exercise.id, exercise);
        texts.push(...exerciseTexts(exercise));
      }
    });
  });
  index = { lessons, exercises, words: lessonWordSet(texts, course.language), order: [...lessons.keys()] };
  indexes.set(courseId, index);
  return index;
}

/** The same order every time for the same seed (an attempt and an item), different across items. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const keyed = items.map((item, position) => ({ item, key: createHash("sha256").update(`${seed}:${position}`).digest("hex") }));
  const shuffled = keyed.sort((a, b) => a.key.localeCompare(b.key)).map(({ item }) => item);
  // A shuffle that lands on the original order would give the answer away: rotate it by one.
  return items.length > 1 && shuffled.every((item, i) => item === items[i]) ? [...shuffled.slice(1), shuffled[0]!] : shuffled;
}
