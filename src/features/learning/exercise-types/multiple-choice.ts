import type { ExerciseType } from "./types";

/** The choices' authored positions in the order this attempt shows them. */
const shownOrder = (choices: readonly string[], shuffle: (items: readonly number[], list: "choices") => number[]) =>
  shuffle(
    choices.map((_, index) => index),
    "choices",
  );

export const multipleChoice: ExerciseType<"multipleChoice"> = {
  // Shuffled per attempt and item, so no position gives the answer; the answer index never leaves the server.
  view: (exercise, { shuffle }) => ({
    type: "multipleChoice",
    question: exercise.question,
    choices: shownOrder(exercise.choices, shuffle).map((index) => exercise.choices[index]!),
  }),
  check: (exercise, answer, { shuffle }) => {
    if (answer.kind !== "choice" || answer.index >= exercise.choices.length) return null;
    const chosen = shownOrder(exercise.choices, shuffle)[answer.index];
    return { correct: chosen === exercise.answer, expected: exercise.choices[exercise.answer] ?? "", notes: [] };
  },
  texts: (exercise) => [exercise.question, ...exercise.choices],
};
