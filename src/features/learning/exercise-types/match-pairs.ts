import { pick, type ExerciseType } from "./types";

export const matchPairs: ExerciseType<"matchPairs"> = {
  view: (exercise, { locale, shuffle }) => ({
    type: "matchPairs",
    terms: shuffle(
      exercise.pairs.map((pair) => pair.term),
      "terms",
    ),
    meanings: shuffle(
      exercise.pairs.map((pair) => pick(pair.meaning, locale)),
      "meanings",
    ),
  }),
  check: (exercise, answer, { locale }) => {
    if (answer.kind !== "pairs" || answer.pairs.length !== exercise.pairs.length) return null;
    const meaningOf = new Map(exercise.pairs.map((pair) => [pair.term, pick(pair.meaning, locale)]));
    if (answer.pairs.some((pair) => !meaningOf.has(pair.term))) return null;
    const correct = answer.pairs.every((pair) => meaningOf.get(pair.term) === pair.meaning);
    return {
      correct,
      expected: exercise.pairs.map((pair) => `${pair.term} = ${pick(pair.meaning, locale)}`).join(" · "),
      notes: [],
    };
  },
  texts: (exercise) => exercise.pairs.map((pair) => pair.term),
};
