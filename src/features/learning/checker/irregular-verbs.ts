/*
 * The forms of the most common irregular verbs: two forms of one of these verbs are a conjugation
 * mistake (ils va / ils vont, she have / she has, I have send / I have sent), which no ending rule
 * can see. Accents kept; the checker compares lower-case words.
 */
import { ENGLISH_IRREGULAR_VERBS } from "./english-irregular-verbs";
import { FRENCH_AUXILIARY_VERBS } from "./french-auxiliary-verbs";
import { FRENCH_OTHER_IRREGULAR_VERBS } from "./french-other-irregular-verbs";
import type { CheckLanguage } from "./types";

const FRENCH: string[][] = [...FRENCH_AUXILIARY_VERBS, ...FRENCH_OTHER_IRREGULAR_VERBS];

const paradigmOf = new Map<string, number>();
for (const [language, table] of [
  ["fr", FRENCH],
  ["en", ENGLISH_IRREGULAR_VERBS],
] as const) {
  table.forEach((forms, index) => {
    for (const form of forms) paradigmOf.set(`${language}:${form}`, index);
  });
}

/** Every form of the irregular verb a word belongs to, or null. */
export function irregularForms(word: string, language: CheckLanguage): readonly string[] | null {
  const index = paradigmOf.get(`${language}:${word}`);
  return index === undefined ? null : (language === "fr" ? FRENCH : ENGLISH_IRREGULAR_VERBS)[index]!;
}

/** Whether two words are forms of the same irregular verb. */
export function sameIrregularVerb(expected: string, given: string, language: CheckLanguage): boolean {
  const a = paradigmOf.get(`${language}:${expected}`);
  return a !== undefined && a === paradigmOf.get(`${language}:${given}`);
}
