/*
 * Verb forms: a typed word with the expected verb's stem and another ending (mange / manges, planned /
 * plans), or an irregular verb's other form or a regular ending forced onto it (faisez, buyed), is the
 * same verb conjugated wrong, not another word.
 */
import { irregularForms, sameIrregularVerb } from "./irregular-verbs";
import { stripAccents } from "./normalize";
import type { CheckLanguage } from "./types";

/** French verb endings (accents kept: « é » and « e » are different forms), longest first. */
const FRENCH_ENDINGS = [
  "issaient",
  "eraient",
  "issions",
  "issiez",
  "issent",
  "issons",
  "issais",
  "issait",
  "erions",
  "eriez",
  "erais",
  "erait",
  "erons",
  "eront",
  "raient",
  "aient",
  "irent",
  "èrent",
  "issez",
  "isses",
  "isse",
  "rions",
  "riez",
  "rais",
  "rait",
  "rons",
  "ront",
  "ions",
  "iez",
  "ais",
  "ait",
  "ant",
  "ons",
  "ent",
  "ées",
  "ez",
  "ai",
  "as",
  "er",
  "ir",
  "re",
  "ée",
  "és",
  "es",
  "is",
  "it",
  "us",
  "ue",
  "ra",
  "é",
  "e",
  "a",
  "i",
  "u",
  "",
];
const ENGLISH_ENDINGS = ["ies", "ied", "ing", "es", "ed", "s", "d", "y", ""];

/**
 * The stems a verb form may have, with its ending (mangerais → mange + rais, manger + ais, mang + erais).
 * Stems are compared without accents: « achète » and « acheté » share « achet- ».
 */
function stems(word: string, endings: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const ending of endings) {
    if (!word.endsWith(ending)) continue;
    const stem = stripAccents(word.slice(0, word.length - ending.length));
    if (stem.length < 3) continue;
    found.set(stem, [...(found.get(stem) ?? []), ending]);
  }
  return found;
}

/** Whether the typed word is another form of the same verb (same stem, another ending, or an irregular verb's other form). */
export function isOtherVerbForm(expected: string, given: string, language: CheckLanguage): boolean {
  if (sameIrregularVerb(expected, given, language) || regularizedIrregular(expected, given, language)) return true;
  const endings = language === "fr" ? FRENCH_ENDINGS : ENGLISH_ENDINGS;
  const expectedStems = stems(expected, endings);
  for (const [stem, givenEndings] of stems(given, endings)) {
    // English doubles a consonant before -ed/-ing (planned, planning): the stem may carry one more letter.
    const match =
      expectedStems.get(stem) ?? (language === "en" ? expectedStems.get(stem.replace(/(.)\1$/, "$1")) : undefined);
    if (match && match.some((ending) => !givenEndings.includes(ending))) return true;
  }
  return false;
}

/**
 * An irregular verb given a regular ending: « faisez » for « faites », "buyed" for "bought". The
 * typed word is one of the verb's forms or stems with an ending of the language added.
 */
function regularizedIrregular(expected: string, given: string, language: CheckLanguage): boolean {
  const forms = irregularForms(expected, language);
  if (!forms) return false;
  const endings = language === "fr" ? FRENCH_ENDINGS : ENGLISH_ENDINGS;
  return endings.some(
    (ending) =>
      ending.length > 0 &&
      given.endsWith(ending) &&
      forms.some((form) => {
        const base = given.slice(0, given.length - ending.length);
        return base.length >= 2 && (form === base || (language === "fr" && form.startsWith(base) && base.length >= 3));
      }),
  );
}
