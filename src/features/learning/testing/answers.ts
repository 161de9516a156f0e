import type { Locale } from "@/i18n/config";
import type { Exercise } from "../content-schema";
import type { AnswerInput } from "../player-types";

/** The answer a learner who knows would give, read from the content (as only the server can). */
export function rightAnswer(exercise: Exercise, locale: Locale): AnswerInput {
  switch (exercise.type) {
    case "multipleChoice":
      return { kind: "choice", index: exercise.answer };
    case "translate":
    case "fillGap":
      return { kind: "text", text: exercise.answers[0]! };
    case "wordOrder":
      return { kind: "tiles", tiles: exercise.words };
    case "matchPairs":
      return { kind: "pairs", pairs: exercise.pairs.map((pair) => ({ term: pair.term, meaning: pair.meaning[locale] })) };
    case "listen":
      return { kind: "text", text: exercise.text };
    case "speak":
      return { kind: "spoken" };
  }
}

/** A wrong answer of the right shape. */
export function wrongAnswer(exercise: Exercise, locale: Locale = "es"): AnswerInput {
  if (exercise.type === "multipleChoice") return { kind: "choice", index: (exercise.answer + 1) % exercise.choices.length };
  if (exercise.type === "wordOrder") return { kind: "tiles", tiles: [...exercise.words].reverse() };
  if (exercise.type === "matchPairs") {
    const { pairs } = exercise;
    return { kind: "pairs", pairs: pairs.map((pair, i) => ({ term: pair.term, meaning: pairs[(i + 1) % pairs.length]!.meaning[locale] })) };
  }
  return { kind: "text", text: "je ne sais pas du tout" };
}
