import { translationFor, type ExerciseType } from "./types";

/** Said aloud: scored as practice by the pronunciation coach (spoken-exercise.ts there), counted neither way in the lesson. */
export const speak: ExerciseType<"speak"> = {
  view: (exercise, context) => ({
    type: "speak",
    text: exercise.text,
    ...translationFor(exercise.translation, context),
  }),
  check: (exercise, answer) =>
    answer.kind === "spoken" || answer.kind === "skip" ? { correct: null, expected: exercise.text, notes: [] } : null,
  texts: (exercise) => [exercise.text],
};
