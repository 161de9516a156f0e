/*
 * Which answers a learner may report as "should be accepted": the typed ones the checker turned
 * down. A choice, tiles or pairs cannot be worded another way, and a right answer has nothing to
 * report. Pure apart from the course's content, read once per process.
 */
import { shownForm } from "../answer-patterns";
import { courseIds, type CourseId } from "../content";
import type { Exercise } from "../content-schema";
import { courseIndex } from "../course-index";

/** Exercise types answered by typing a sentence or a word (word order can be typed instead of tapped). */
export const TYPED_EXERCISE_TYPES = ["translate", "fillGap", "listen", "wordOrder"] as const;

export type ReportedContent = { exerciseId: string; exerciseType: Exercise["type"] };

export const isCourseId = (value: string): value is CourseId => (courseIds as readonly string[]).includes(value);

/** The text of a typed answer as it was stored, or null for any other kind of answer. */
export function typedText(answer: unknown): string | null {
  if (typeof answer !== "object" || answer === null) return null;
  const { kind, text } = answer as { kind?: unknown; text?: unknown };
  return kind === "text" && typeof text === "string" ? text : null;
}

/** The answer's text when it may be reported: typed, into a typed exercise, and rejected (a skip is not a rejection). */
export function reportableText({
  correct,
  answer,
  exerciseType,
}: {
  correct: boolean | null;
  answer: unknown;
  exerciseType: string;
}): string | null {
  if (correct !== false || !(TYPED_EXERCISE_TYPES as readonly string[]).includes(exerciseType)) return null;
  const text = typedText(answer)?.trim();
  return text ? text : null;
}

/** The exercise a lesson item is, or null when it has left the course. */
export function lessonItemContent(courseId: string, exerciseId: string): ReportedContent | null {
  if (!isCourseId(courseId)) return null;
  const exercise = courseIndex(courseId).exercises.get(exerciseId);
  return exercise ? { exerciseId, exerciseType: exercise.type } : null;
}

/**
 * What a review card was shown as, from its key (`exercise:<id>`, `vocab:<id>`, `phrase:<id>`)
 * and form: a missed exercise is itself; a vocabulary item is a multiple choice while it is new,
 * then recalled and typed (a translation); a phrase from a conversation is always typed.
 */
export function reviewItemContent(
  courseId: string,
  { key, form }: { key: string; form: string },
): ReportedContent | null {
  const match = /^(exercise|vocab|phrase):(.+)$/.exec(key);
  if (!match) return null;
  const [, kind, id = ""] = match;
  if (kind === "exercise") return lessonItemContent(courseId, id);
  if (kind === "phrase") return { exerciseId: id, exerciseType: "translate" };
  return { exerciseId: id, exerciseType: form === "recall" ? "translate" : "multipleChoice" };
}

/**
 * The answer shown as "the" right one for a reported item, read from the content: the first
 * accepted form of an exercise, a vocabulary item's term. null for what is not in the content (a
 * phrase from a conversation with Madame).
 */
export function shownAnswer(courseId: string, exerciseId: string): string | null {
  if (!isCourseId(courseId)) return null;
  const index = courseIndex(courseId);
  const exercise = index.exercises.get(exerciseId);
  if (!exercise) return index.vocabulary.get(exerciseId)?.item.term ?? null;
  switch (exercise.type) {
    case "translate":
    case "fillGap":
      return exercise.answers[0] === undefined ? null : shownForm(exercise.answers[0]);
    case "wordOrder":
      return exercise.words.join(" ");
    case "listen":
    case "speak":
      return exercise.text;
    case "multipleChoice":
      return exercise.choices[exercise.answer] ?? null;
    case "matchPairs":
      return exercise.pairs.map((pair) => pair.term).join(", ");
    case "comprehension":
      return null;
    case "email":
      return null;
  }
}
