import { translationFor, type ExerciseType } from "./types";

/** Said aloud: the pronunciation coach will score it; until then it is practice, counted neither way. */
export const speak: ExerciseType<"speak"> = {
  view: (exercise, context) => ({ type: "speak", text: exercise.text, ...translationFor(exercise.translation, context) }),
  check: (exercise, answer) => (answer.kind === "spoken" || answer.kind === "skip" ? { correct: null, expected: exercise.text, notes: [] } : null),
  texts: (exercise) => [exercise.text],
};
