/*
 * One accepted sentence against the typed one, word by word: each word is the same, a slip to
 * forgive (accent, typo, silent letter), a grammar mistake to name, or another word. The whole answer
 * is right only if every word is, with at most one typo or spelling slip.
 */
import { sameTime } from "./clock";
import { ENGLISH_MONTHS, FRENCH_MONTHS } from "./dates";
import { editDistance, withinTwo } from "./edit-distance";
import { irregularForms } from "./irregular-verbs";
import { compact, ELISIONS, stripAccents } from "./normalize";
import { canonicalSpelling } from "./spelling";
import type { CheckOptions, Note } from "./types";
import { grammarNote, personBefore } from "./word-forms";
import { wordsOf } from "./word-lists";

const TYPO_MIN_LENGTH = 5;

/** The letters of `expected` that `given` writes differently, when they differ only by accents. */
function accentLetters(expected: string, given: string): string[] {
  const typed = [...given.normalize("NFC")];
  return [...new Set([...expected.normalize("NFC")].filter((letter, index) => letter !== typed[index]))];
}

/**
 * The 1990 rectified spellings, which Quebec's ministry and the OQLF accept: no circumflex on i
 * and u (boite, cout, diner, parait) except where it tells two words apart, and « évènement ».
 */
const CIRCUMFLEX_KEPT = new Set(["dû", "sûr", "sûre", "sûrs", "sûres", "mûr", "mûre", "mûrs", "mûres", "crû", "jeûne"]);
function isRectifiedSpelling(expected: string, given: string): boolean {
  if (CIRCUMFLEX_KEPT.has(expected)) return false;
  const rectified = expected.replace(/î/g, "i").replace(/û/g, "u").replace(/^évén/, "évèn");
  const unrectified = expected.replace(/^évèn/, "évén");
  return (rectified !== expected && rectified === given) || (unrectified !== expected && unrectified === given);
}

/** Letters a word may end with and not be heard: beaucoup, toujours, souvent, temps. */
const SILENT_FINALS = new Set(["s", "t", "d", "p", "x", "z", "c", "g"]);

type WordContext = {
  tokens: readonly string[];
  index: number;
  options: CheckOptions;
  /** Whether the learner typed any accented letter: without one, « termine » for « terminé » is the keyboard, not the grammar. */
  typesAccents: boolean;
};

/** A typed word against the expected one: the same (level 0), a forgiven slip (2 accent, 3 spelling or typo), a grammar mistake (rejected), or different (null). */
type WordMatch = { level: 0 | 2 | 3; note?: Note } | { rejected: Note } | null;

function isWord(word: string, { options }: WordContext): boolean {
  return wordsOf(options.language).has(word) || (options.lessonWords?.has(stripAccents(word)) ?? false);
}

function compareWord(expected: string, given: string, context: WordContext): WordMatch {
  const { language } = context.options;
  // « aujourdhui » for « aujourd'hui »: the missing apostrophe gets its own note (punctuationNotes).
  if (expected === given || (expected.length > 2 && expected.replaceAll("'", "") === given.replaceAll("'", "")))
    return { level: 0 };
  if (language === "fr" && (ELISIONS[expected]?.includes(given) || ELISIONS[given]?.includes(expected)))
    return { rejected: { kind: "elision", expected, given } };
  if (/\d/.test(expected) || /\d/.test(given)) return compareNumbers(expected, given);
  // The expected word in any of its spellings; the typed one only in spellings that are never another word (check is no cheque).
  if (language === "en" && canonicalSpelling(expected) === canonicalSpelling(given, { typed: true }))
    return { level: 0 };
  // "cheque" typed where the verb "check" is expected: another word, not a spelling.
  if (language === "en" && canonicalSpelling(given) === expected)
    return { rejected: { kind: "otherWord", word: expected, given } };
  if (language === "fr" && isRectifiedSpelling(expected, given)) return { level: 0 };

  const plainExpected = stripAccents(expected);
  const plainGiven = stripAccents(given);
  // English has no accents to learn: "Montreal" for "Montréal" is right as it is.
  if (plainExpected === plainGiven && language === "en") return { level: 0 };
  if (plainExpected === plainGiven) {
    // « travaillé » for « travaille »: the accent is the ending, both are words, and the learner can type accents.
    const endingAccent = language === "fr" && /[éèe]s?$/.test(expected) && (context.typesAccents || /[éè]/.test(given));
    // A word with an accent the learner typed on purpose (« achète » for « acheté ») need not be in the word list.
    const grammar =
      endingAccent && (isWord(given, context) || /[éèêë]/.test(given))
        ? grammarNote(expected, given, { ...context, language })
        : null;
    return grammar
      ? { rejected: grammar }
      : { level: 2, note: { kind: "accent", word: expected, letters: accentLetters(expected, given) } };
  }
  const real = isWord(given, context);
  // Another form of the same word: an ending added (courriels), or any other form that is a real word.
  if (real || given.length > expected.length || irregularForms(expected, language)) {
    const grammar = grammarNote(expected, given, { ...context, language });
    if (grammar) return { rejected: grammar };
  }
  const distance = editDistance(plainExpected, plainGiven);
  // A month misspelled by a letter (« févier ») is a typo, even where the slip happens to be a rare word.
  if (distance === 1 && (FRENCH_MONTHS.has(expected) || ENGLISH_MONTHS.has(expected)))
    return { level: 3, note: { kind: "typo", word: expected, given } };
  // One letter away, or two in a word of 4 letters or more (pause / pose): another word, said so.
  if (
    real &&
    expected.length >= 3 &&
    (distance === 1 || (expected.length >= 4 && withinTwo(plainExpected, plainGiven)))
  )
    return { rejected: { kind: "otherWord", word: expected, given } };
  if (
    !real &&
    plainGiven === plainExpected.slice(0, -1) &&
    SILENT_FINALS.has(plainExpected.at(-1)!) &&
    plainGiven.length >= 2
  ) {
    // « Ils parlen », « nous avon »: after a subject pronoun the silent letter is the verb's ending.
    const person = personBefore(context.tokens, context.index, language);
    if (person) return { rejected: { kind: "conjugation", word: expected, given, person } };
    return { level: 3, note: { kind: "spelling", word: expected, given } };
  }
  // "boxs" for "boxes": the plural ending written wrong is grammar, not a typo.
  if (language === "en" && /es$/.test(expected) && given === `${expected.slice(0, -2)}s`)
    return { rejected: { kind: "agreement", word: expected, given, number: "plural" } };
  if (!real && distance === 1 && [...plainExpected.replace(/'/g, "")].length >= TYPO_MIN_LENGTH)
    return { level: 3, note: { kind: "typo", word: expected, given } };
  return null;
}

/** Numbers are right or wrong (12,05 is no slip for 12,50); « 1 » may stand for « un » or « une ». */
function compareNumbers(expected: string, given: string): WordMatch {
  if (given === "1" && (expected === "un" || expected === "une" || expected === "one")) return { level: 0 };
  const time = sameTime(expected, given);
  // « midi et demie »: the right time, with « demi » agreeing with a masculine « midi ».
  if (time && given.endsWith("e") && !expected.endsWith("e"))
    return { rejected: { kind: "agreement", word: "demi", given: "demie", gender: "masculine" } };
  if (time !== null) return time ? { level: 0 } : null;
  if ((expected === "1er" && given === "1re") || (expected === "1re" && given === "1er")) {
    return {
      rejected: {
        kind: "agreement",
        word: expected,
        given,
        gender: expected === "1re" ? "feminine" : "masculine",
        number: "singular",
      },
    };
  }
  return null;
}

type Match = { correct: true; level: number; notes: Note[] } | { correct: false; notes: Note[]; wrongWords: number };

/** Word by word: every word must match; at most one typo or spelling slip in the answer. */
export function compareAnswer(
  expected: string,
  given: string,
  options: CheckOptions,
  typesAccents: boolean,
): Match | null {
  if (expected === given || compact(expected) === compact(given)) return { correct: true, level: 0, notes: [] };
  const expectedWords = expected.split(" ");
  const givenWords = given.split(" ");
  if (expectedWords.length !== givenWords.length) return null;
  const notes: Note[] = [];
  const mistakes: Note[] = [];
  let level = 0;
  let slips = 0;
  for (let index = 0; index < expectedWords.length; index++) {
    const match = compareWord(expectedWords[index]!, givenWords[index]!, {
      tokens: expectedWords,
      index,
      options,
      typesAccents,
    });
    if (!match) return null;
    if ("rejected" in match) {
      mistakes.push(match.rejected);
      continue;
    }
    if (match.level === 3 && ++slips > 1) return null;
    level = Math.max(level, match.level);
    if (match.note) notes.push(match.note);
  }
  return mistakes.length
    ? { correct: false, notes: mistakes, wrongWords: mistakes.length }
    : { correct: true, level, notes };
}
