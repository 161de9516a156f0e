import { expandAll } from "../answer-patterns";
import { checkAnswer } from "../checker";
import { translationFor, type ExerciseType } from "./types";

export const fillGap: ExerciseType<"fillGap"> = {
  view: (exercise, context) => {
    const [before = "", after = ""] = exercise.text.split("___");
    return { type: "fillGap", before, after, ...translationFor(exercise.translation, context) };
  },
  check: (exercise, answer, { language, words }) =>
    answer.kind === "text" ? checkAnswer(answer.text, exercise.answers, { language, lessonWords: words }) : null,
  texts: (exercise) => expandAll(exercise.answers).map((answer) => exercise.text.replace("___", answer)),
};
