import type { ExerciseType } from "./types";

export const multipleChoice: ExerciseType<"multipleChoice"> = {
  // The choices keep their order: the answer index never leaves the server.
  view: (exercise) => ({ type: "multipleChoice", question: exercise.question, choices: exercise.choices }),
  check: (exercise, answer) => {
    if (answer.kind !== "choice" || answer.index >= exercise.choices.length) return null;
    return { correct: answer.index === exercise.answer, expected: exercise.choices[exercise.answer] ?? "", notes: [] };
  },
  texts: (exercise) => [exercise.question, ...exercise.choices],
};
