import { pick, type ExerciseType } from "./types";

/**
 * A work e-mail to write: never right or wrong (counted neither way, like a sentence said aloud);
 * what counts is the feedback on it (email/review.ts), given when the answer is stored.
 */
export const email: ExerciseType<"email"> = {
  view: (exercise, { locale }) => ({
    type: "email",
    situation: pick(exercise.situation, locale),
    recipient: exercise.recipient,
    register: exercise.register,
    checklist: exercise.checklist.map((item) => pick(item, locale)),
    words: exercise.words,
  }),
  check: (exercise, answer) =>
    answer.kind === "email" && answer.body.trim()
      ? { correct: null, expected: exercise.model.subject, notes: [] }
      : null,
  texts: (exercise) => [exercise.model.subject, ...exercise.model.body.split("\n").filter((line) => line.trim())],
};
