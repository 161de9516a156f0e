import type { Locale } from "@/i18n/config";
import type { CheckLanguage, Note } from "../checker/types";
import type { Exercise, Localized } from "../content-schema";
import type { ShuffledList } from "../course-index";
import type { AnswerInput, ExerciseView } from "../player-types";

export type ExerciseOf<T extends Exercise["type"]> = Extract<Exercise, { type: T }>;

export type ViewContext = {
  /** The interface language: instructions, translations and meanings come in it. */
  locale: Locale;
  /** The language learned: a translation into it would give the answer away. */
  courseLanguage: "fr" | "en";
  /** Orders a list of the item the same way every time this attempt shows this item (`itemShuffle`). */
  shuffle: <T>(items: readonly T[], list: ShuffledList) => T[];
};

export type CheckContext = {
  language: CheckLanguage;
  /** The same orders the view showed: a choice is sent as its position on screen. */
  shuffle: ViewContext["shuffle"];
  locale: Locale;
  /** Words of the course, for the checker's typo rule. */
  words: ReadonlySet<string>;
};

/** null: the answer does not fit this exercise (e.g. a choice index for a typed exercise). */
export type Checked = { correct: boolean | null; expected: string; notes: Note[] } | null;

/** One exercise type on the server: what the browser may see of it, and how an answer is judged. */
export type ExerciseType<T extends Exercise["type"]> = {
  view: (exercise: ExerciseOf<T>, context: ViewContext) => ExerciseView;
  check: (exercise: ExerciseOf<T>, answer: AnswerInput, context: CheckContext) => Checked;
  /** Every sentence of the exercise in the language learned (for the course's word list). */
  texts: (exercise: ExerciseOf<T>) => string[];
};

export const pick = (text: Localized, locale: Locale): string => text[locale];

/** A sentence's meaning for the learner, unless the interface is in the language learned. */
export const translationFor = (
  text: Localized,
  { locale, courseLanguage }: Pick<ViewContext, "locale" | "courseLanguage">,
): { translation?: string } => (locale === courseLanguage ? {} : { translation: text[locale] });
