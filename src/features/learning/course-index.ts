import { createHash } from "node:crypto";
import { lessonWordSet } from "./checker";
import { getCourse, type CourseId } from "./content";
import type { Exercise, Unit, VocabularyItem } from "./content-schema";
import { exerciseTexts } from "./exercise-types";
import { getTrack } from "./track/content";

type Lesson = Unit["lessons"][number];
export type LessonLocation = { courseId: CourseId; unit: Unit; lesson: Lesson; unitIndex: number; lessonIndex: number };

type CourseIndex = {
  /** The course's lessons and its track's (see `order` for the course's own). */
  lessons: Map<string, LessonLocation>;
  exercises: Map<string, Exercise>;
  /** Every word the course uses: a typo into one of them is another word, not a slip. */
  words: ReadonlySet<string>;
  /** Lessons in course order. */
  order: string[];
  /** Every vocabulary item of the course, with its unit. */
  vocabulary: Map<string, { item: VocabularyItem; unit: Unit }>;
  /** The vocabulary items each lesson teaches (see `teachingLesson`). */
  lessonVocabulary: Map<string, VocabularyItem[]>;
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
  // The track's units are indexed after the course's, so their lessons play, are answered and
  // reviewed like any other, while `order` (the course map, its states and unit tests) keeps the course's alone.
  const trackUnits = getTrack(courseId)?.unitData ?? [];
  const allUnits = [...course.unitData, ...trackUnits];
  allUnits.forEach((unit, unitIndex) => {
    texts.push(...unit.vocabulary.map((item) => item.term));
    unit.lessons.forEach((lesson, lessonIndex) => {
      lessons.set(lesson.id, { courseId, unit, lesson, unitIndex, lessonIndex });
      for (const exercise of lesson.exercises) {
        exercises.set(exercise.id, exercise);
        texts.push(...exerciseTexts(exercise));
      }
    });
  });
  const courseLessonCount = course.unitData.reduce((sum, unit) => sum + unit.lessons.length, 0);
  const vocabulary = new Map<string, { item: VocabularyItem; unit: Unit }>();
  const lessonVocabulary = new Map<string, VocabularyItem[]>([...lessons.keys()].map((lessonId) => [lessonId, []]));
  for (const unit of allUnits) {
    for (const item of unit.vocabulary) {
      vocabulary.set(item.id, { item, unit });
      lessonVocabulary.get(teachingLesson(unit, item))!.push(item);
    }
  }
  index = {
    lessons,
    exercises,
    words: lessonWordSet(texts, course.language),
    order: [...lessons.keys()].slice(0, courseLessonCount),
    vocabulary,
    lessonVocabulary,
  };
  indexes.set(courseId, index);
  return index;
}

/** "le courriel" → "courriel": a noun is used with other determiners in the exercises (mon courriel, ce courriel). */
const LEADING_ARTICLE = /^(?:le |la |les |l'|l’|un |une |des |the |a |an |to )/;
/** "l'entente (f.)" → "entente": the gender mark helps the learner, it is never in the exercises. */
const GENDER_MARK = /\s*\((?:m|f)\.(?:\s*pl\.)?\)$/;

/**
 * The lesson that teaches a unit's vocabulary item: the first one whose exercises use it, or the
 * unit's last lesson for a word listed in the unit without an exercise of its own.
 */
function teachingLesson(unit: Unit, item: VocabularyItem): string {
  const core = item.term.toLowerCase().replace(LEADING_ARTICLE, "").replace(GENDER_MARK, "");
  const lesson = unit.lessons.find((candidate) =>
    candidate.exercises.some((exercise) => exerciseTexts(exercise).some((text) => text.toLowerCase().includes(core))),
  );
  return (lesson ?? unit.lessons.at(-1)!).id;
}

const hashKey = (seed: string, position: number) => createHash("sha256").update(`${seed}:${position}`).digest("hex");

/** A uniform shuffle, the same every time for the same seed: every order, the original included, is as likely. */
export function seededOrder<T>(items: readonly T[], seed: string): T[] {
  return items
    .map((item, position) => ({ item, key: hashKey(seed, position) }))
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ item }) => item);
}

/** The same order every time for the same seed (an attempt and an item), never the original one (tiles in order would be the answer). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const shuffled = seededOrder(items, seed);
  // A shuffle that lands on the original order would give the answer away: rotate it by one.
  return items.length > 1 && shuffled.every((item, i) => item === items[i])
    ? [...shuffled.slice(1), shuffled[0]!]
    : shuffled;
}

/** What a shuffled list is: tiles (never in the answer's order), or choices, terms, meanings and a listening piece's questions' choices (each ordered on its own). */
export type ShuffledList = "tiles" | "choices" | "terms" | "meanings" | `question-${number}`;

/**
 * The orders of one item as shown in one attempt: each list by its own seed, so two lists of the
 * same length (a pair's terms and meanings) never line up by construction. Tiles and terms keep
 * the seed they always had, so attempts opened before this change show the same tiles.
 */
export function itemShuffle(seed: string): <T>(items: readonly T[], list: ShuffledList) => T[] {
  return (items, list) =>
    list === "tiles" || list === "terms" ? seededShuffle(items, seed) : seededOrder(items, `${seed}:${list}`);
}
