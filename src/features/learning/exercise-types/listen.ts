import { expandAll } from "../answer-patterns";
import { checkAnswer } from "../checker";
import { translationFor, type ExerciseType } from "./types";

export const listen: ExerciseType<"listen"> = {
  // The sentence stays on the server until the player asks for it to speak it.
  view: (exercise, context) => ({ type: "listen", ...translationFor(exercise.translation, context) }),
  check: (exercise, answer, { language, words }) => {
    if (answer.kind === "skip") return { correct: null, expected: exercise.text, notes: [] };
    return answer.kind === "text"
      ? checkAnswer(answer.text, [exercise.text, ...exercise.alternatives], { language, lessonWords: words })
      : null;
  },
  texts: (exercise) => expandAll([exercise.text, ...exercise.alternatives]),
};
