import type { Locale } from "@/i18n/config";
import { expandAll } from "../answer-patterns";
import { checkAnswer } from "../checker";
import type { ExerciseType } from "./types";

/** The source sentence in the interface language when the content has it, else in the first language it has. */
function sourceFor(source: Partial<Record<Locale, string>>, locale: Locale): { text: string; language: Locale } {
  const language = source[locale]
    ? locale
    : ((["en", "es", "fr"] as const).find((candidate) => source[candidate]) ?? locale);
  return { text: source[language] ?? "", language };
}

export const translate: ExerciseType<"translate"> = {
  view: (exercise, { locale }) => {
    const { text, language } = sourceFor(exercise.source, locale);
    return { type: "translate", source: text, sourceLanguage: language };
  },
  check: (exercise, answer, { language, words }) =>
    answer.kind === "text" ? checkAnswer(answer.text, exercise.answers, { language, lessonWords: words }) : null,
  texts: (exercise) => expandAll(exercise.answers),
};
