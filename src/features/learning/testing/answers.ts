import type { Locale } from "@/i18n/config";
import type { Exercise } from "../content-schema";
import { shownForm } from "../answer-patterns";
import type { CourseId } from "../content";
import { courseIndex, itemShuffle } from "../course-index";
import { checkExercise } from "../exercise-types";
import type { AnswerInput, ExerciseView } from "../player-types";

/**
 * Where the right choice sits on screen. Choices are shuffled per attempt and item, so a test
 * passes the view it was shown, or the item's seed (`<attempt id>:<position>`) when it has no view.
 */
type Shown = ExerciseView | string;

function shownIndex(
  exercise: Extract<Exercise, { type: "multipleChoice" }>,
  shown: Shown | undefined,
  offset = 0,
): number {
  const count = exercise.choices.length;
  if (typeof shown === "string")
    return (
      (itemShuffle(shown)(
        exercise.choices.map((_, index) => index),
        "choices",
      ).indexOf(exercise.answer) +
        offset) %
      count
    );
  if (shown?.type !== "multipleChoice")
    throw new Error(`a multiple-choice answer needs the view it was shown in (${exercise.id})`);
  return (shown.choices.indexOf(exercise.choices[exercise.answer]!) + offset) % count;
}

/** A listening piece's right choices on screen; `missed` questions are answered with the next choice instead. */
function shownIndexes(
  exercise: Extract<Exercise, { type: "comprehension" }>,
  shown: Shown | undefined,
  missed: readonly number[] = [],
): AnswerInput {
  if (shown !== undefined && typeof shown !== "string" && shown.type !== "comprehension")
    throw new Error(`a listening piece's answer needs its own view (${exercise.id})`);
  const indexes = exercise.questions.map((question, position) => {
    const right =
      typeof shown === "string"
        ? itemShuffle(shown)(
            question.choices.map((_, index) => index),
            `question-${position}`,
          ).indexOf(question.answer)
        : shown
          ? shown.questions[position]!.choices.indexOf(question.choices[question.answer]!)
          : question.answer;
    return missed.includes(position) ? (right + 1) % question.choices.length : right;
  });
  return { kind: "choices", indexes };
}

/** The answer a learner who knows would give, read from the content (as only the server can). */
export function rightAnswer(exercise: Exercise, locale: Locale, view?: Shown): AnswerInput {
  switch (exercise.type) {
    case "multipleChoice":
      return { kind: "choice", index: shownIndex(exercise, view) };
    case "translate":
    case "fillGap":
      return { kind: "text", text: shownForm(exercise.answers[0]!) };
    case "wordOrder":
      return { kind: "tiles", tiles: exercise.words };
    case "matchPairs":
      return {
        kind: "pairs",
        pairs: exercise.pairs.map((pair) => ({ term: pair.term, meaning: pair.meaning[locale] })),
      };
    case "listen":
      return { kind: "text", text: exercise.text };
    case "speak":
      return { kind: "spoken" };
    case "email":
      return { kind: "email", subject: exercise.model.subject, body: exercise.model.body };
    case "comprehension":
      return shownIndexes(exercise, view);
  }
}

/** A wrong answer of the right shape. */
export function wrongAnswer(exercise: Exercise, locale: Locale = "es", view?: Shown): AnswerInput {
  if (exercise.type === "multipleChoice") return { kind: "choice", index: shownIndex(exercise, view, 1) };
  if (exercise.type === "wordOrder") return { kind: "tiles", tiles: [...exercise.words].reverse() };
  if (exercise.type === "comprehension") return shownIndexes(exercise, view, [0]);
  if (exercise.type === "matchPairs") {
    const { pairs } = exercise;
    return {
      kind: "pairs",
      pairs: pairs.map((pair, i) => ({ term: pair.term, meaning: pairs[(i + 1) % pairs.length]!.meaning[locale] })),
    };
  }
  return { kind: "text", text: "je ne sais pas du tout" };
}

/** Whether the checker accepts `text` typed for the course's exercise `exerciseId` (throws if there is none). */
export function typedAnswerAccepted(courseId: CourseId, exerciseId: string, text: string) {
  const { exercises, words } = courseIndex(courseId);
  const exercise = exercises.get(exerciseId);
  if (!exercise) throw new Error(`${exerciseId} is not in the course`);
  const locale = courseId === "fr" ? "en" : "fr";
  return checkExercise(
    exercise,
    { kind: "text", text },
    { language: courseId, locale, words, shuffle: itemShuffle(exerciseId) },
  )?.correct;
}
