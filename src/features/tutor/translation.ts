import type { CourseId } from "@/features/learning";
import { locales, type Locale } from "@/i18n/config";

/*
 * The language "Traduire" shows Madame's lines in: the learner's first language when it can be,
 * else the interface's, and never the language being learned (a paraphrase in it is no
 * translation). Guided lines are translated only into the interface languages, by their authors;
 * the model can translate into any first language.
 */

type Languages = {
  /** The learner profile's first language (ISO 639-1, or "other"); null when unknown. */
  nativeLanguage: string | null;
  interfaceLocale: Locale;
  learned: CourseId;
};

/** What a learner who reads neither their first language nor the interface's in translation gets. */
const otherCourseLanguage: Record<CourseId, Locale> = { fr: "en", en: "fr" };

function candidates({ nativeLanguage, interfaceLocale, learned }: Languages): string[] {
  return [nativeLanguage, interfaceLocale, otherCourseLanguage[learned]].filter(
    (language): language is string => language !== null && language !== "other" && language !== learned,
  );
}

/** The authored translation to show in guided mode (activities carry fr, en and es). */
export function guidedTranslationLocale(languages: Languages): Locale {
  const authored = candidates(languages).find((language) => (locales as readonly string[]).includes(language));
  return (authored ?? otherCourseLanguage[languages.learned]) as Locale;
}

/** The language the model translates into. */
export function modelTranslationLanguage(languages: Languages): string {
  return candidates(languages)[0] ?? otherCourseLanguage[languages.learned];
}
