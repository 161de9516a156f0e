/*
 * Two forms of one word: when a typed word differs from the expected one by a grammatical ending,
 * it is an agreement or conjugation mistake, explained by its rule, never a "small typo". A teacher
 * reads the ending, not the number of letters changed: « fermés » for « fermées » is one letter
 * and a whole rule (feminine plural).
 */
import { agreementOf } from "./agreement";
import { isOtherVerbForm } from "./conjugation";
import { sameIrregularVerb } from "./irregular-verbs";
import type { CheckLanguage, Note, Person } from "./types";

const SUBJECTS: Record<CheckLanguage, Record<string, Person>> = {
  fr: {
    je: "1s",
    "j'": "1s",
    tu: "2s",
    il: "3s",
    elle: "3s",
    on: "3s",
    nous: "1p",
    vous: "2p",
    ils: "3p",
    elles: "3p",
  },
  en: { i: "1s", you: "2p", he: "3s", she: "3s", it: "3s", we: "1p", they: "3p" },
};
/** Words that may stand between a subject and its verb (je ne le lui ai pas…). */
const BETWEEN: Record<CheckLanguage, Set<string>> = {
  fr: new Set([
    "ne",
    "n'",
    "me",
    "m'",
    "te",
    "t'",
    "se",
    "s'",
    "le",
    "la",
    "l'",
    "les",
    "lui",
    "leur",
    "y",
    "en",
    "nous",
    "vous",
  ]),
  en: new Set(["also", "always", "never", "often", "usually", "still", "just", "really", "do", "does", "did", "not"]),
};

/** The person of the verb at `index`, from the subject pronoun before it; undefined when there is none. */
export function personBefore(tokens: readonly string[], index: number, language: CheckLanguage): Person | undefined {
  for (let at = index - 1; at >= 0 && at >= index - 4; at--) {
    const token = tokens[at]!;
    const person = SUBJECTS[language][token];
    // « nous » and « vous » are subjects unless another subject stands before them (je vous remercie).
    if (person && !(BETWEEN[language].has(token) && at > 0 && SUBJECTS[language][tokens[at - 1]!])) return person;
    if (!BETWEEN[language].has(token)) return undefined;
  }
  return undefined;
}

/**
 * The grammar note for a typed word that is another form of the expected one, or null. With a
 * subject pronoun before it, an ending is the verb's (je mange / je manges); otherwise gender and
 * number are read first (fermées / fermés), then verb forms (travaillé / travailler).
 */
export function grammarNote(
  expected: string,
  given: string,
  context: { tokens: readonly string[]; index: number; language: CheckLanguage },
): Note | null {
  const { language } = context;
  const person = personBefore(context.tokens, context.index, language);
  const verb = isOtherVerbForm(expected, given, language);
  // « Appelles-moi »: a verb first, its pronoun after it, is an imperative.
  if (verb && language === "fr" && context.index === 0 && IMPERATIVE_OBJECTS.has(context.tokens[1] ?? ""))
    return { kind: "conjugation", word: expected, given };
  if (verb && (person || sameIrregularVerb(expected, given, language)))
    return { kind: "conjugation", word: expected, given, ...(person && { person }) };
  // Right after its subject pronoun, a word's ending is the verb's (« nous avon »), whatever else it could be.
  if (person && agreementOf(expected, given, language)) return { kind: "conjugation", word: expected, given, person };
  // In English, a word right after a determiner or a number is a noun (two reports); otherwise an -s is the verb's (the shift starts).
  const noun =
    language === "fr" ||
    DETERMINERS.has(context.tokens[context.index - 1] ?? "") ||
    /^\d+$/.test(context.tokens[context.index - 1] ?? "");
  const agreement = noun || !verb ? agreementOf(expected, given, language) : null;
  if (agreement) return { kind: "agreement", word: expected, given, ...agreement };
  if (verb) return { kind: "conjugation", word: expected, given };
  return null;
}

const IMPERATIVE_OBJECTS = new Set([
  "moi",
  "toi",
  "nous",
  "vous",
  "le",
  "la",
  "les",
  "lui",
  "leur",
  "y",
  "en",
  "m'",
  "t'",
]);
const DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "my",
  "your",
  "his",
  "her",
  "its",
  "our",
  "their",
  "these",
  "those",
  "this",
  "that",
  "some",
  "many",
  "few",
  "several",
  "all",
  "no",
  "two",
  "three",
  "both",
]);
