/**
 * The answer checker: decides whether what a learner typed is right, as a teacher would, and says
 * why so the learner can learn from it. Pure: it knows nothing of lessons or the database, and runs
 * only on the server.
 *
 * Right without a word: case, spacing, punctuation, œ written oe, English contractions (I'm / I am),
 * numbers in digits or words, times and dates in their usual forms, Canadian, British and US
 * spellings. Right with a note: accents (the letters named), a hyphen, apostrophe or space left
 * out, a silent final letter left out of a word that has no other form, one letter off in a word
 * of 5 letters or more that is no other word. Wrong, with the rule named: an elision not made
 * (je ai), a gender, number or verb ending (fermés for fermées), another real word (quite/quiet).
 * An accepted alternative is right; the note then shows the main answer.
 */
import { expandAll } from "../answer-patterns";
import { compact, ELISIONS, lightForm, normalize, stripAccents } from "./normalize";
import { sameTime } from "./clock";
import { ENGLISH_MONTHS, FRENCH_MONTHS } from "./dates";
import { canonicalSpelling } from "./spelling";
import type { CheckLanguage, CheckOptions, Note, Verdict } from "./types";
import { irregularForms } from "./irregular-verbs";
import { grammarNote, personBefore } from "./word-forms";
import { wordsOf } from "./word-lists";

export type { CheckLanguage, CheckOptions, Note, Verdict } from "./types";
export { normalize, stripAccents } from "./normalize";

const TYPO_MIN_LENGTH = 5;

/** Optimal string alignment distance (one swap of neighbours counts as one edit), capped at 2. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return Math.min(d[a.length]![b.length]!, 2);
}

/** Whether two words are at most two edits apart (editDistance caps at 2, so 2 also means "more"). */
function withinTwo(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]! <= 2;
}

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
function compareAnswer(expected: string, given: string, options: CheckOptions, typesAccents: boolean): Match | null {
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

/** The words of a lesson, accent-free, for the typo rule. */
export function lessonWordSet(texts: string[], language: CheckLanguage): Set<string> {
  return new Set(texts.flatMap((text) => stripAccents(normalize(text, language)).split(" ")).filter(Boolean));
}

const ENGLISH_FUNCTION_WORDS = new Set([
  "of",
  "the",
  "a",
  "an",
  "to",
  "in",
  "on",
  "at",
  "for",
  "and",
  "or",
  "is",
  "are",
  "was",
  "were",
  "be",
  "with",
  "by",
]);

/** Written as one word or two, both standard: no note for "email", "weekend", "cellphone". */
const CLOSED_COMPOUNDS = new Set([
  "email",
  "emails",
  "weekend",
  "weekends",
  "cellphone",
  "cellphones",
  "online",
  "healthcare",
  "website",
  "websites",
  "voicemail",
  "voicemails",
  "ok",
  "wifi",
]);

/** A hyphen, apostrophe or space of the accepted answer that the typed one left out (it is right otherwise). */
function punctuationNotes(accepted: string, given: string, language: CheckLanguage): Note[] {
  const expectedWords = lightForm(accepted, language);
  const givenWords = lightForm(given, language);
  const typed = ` ${givenWords.join(" ")} `;
  const notes: Note[] = [];
  for (const [index, word] of expectedWords.entries()) {
    for (const [mark, symbol] of [
      ["hyphen", "-"],
      ["apostrophe", "'"],
    ] as const) {
      // English hyphenates a compound before its noun (a follow-up meeting); elsewhere usage varies (three quarters of).
      const following = expectedWords[index + 1];
      const englishOptional =
        mark === "hyphen" && language === "en" && (following === undefined || ENGLISH_FUNCTION_WORDS.has(following));
      if (!word.includes(symbol) || givenWords.includes(word) || englishOptional) continue;
      // « va-t'il »: an apostrophe where the euphonic t takes hyphens.
      if (mark === "hyphen" && givenWords.includes(word.replace("-t-", "-t'"))) {
        notes.push({ kind: "punctuation", mark, word });
        continue;
      }
      const glued = word.replaceAll(symbol, "");
      if (CLOSED_COMPOUNDS.has(glued)) continue;
      const apart = word.split(symbol).filter(Boolean).join(" ");
      if (givenWords.includes(glued) || typed.includes(` ${apart} `)) notes.push({ kind: "punctuation", mark, word });
    }
    const next = expectedWords[index + 1];
    const joined = `${word}${next ?? ""}`;
    if (
      next !== undefined &&
      word.length > 1 &&
      next.length > 1 &&
      givenWords.includes(joined) &&
      !givenWords.includes(word) &&
      !CLOSED_COMPOUNDS.has(joined)
    )
      notes.push({ kind: "punctuation", mark: "space", word: `${word} ${next}` });
  }
  return notes;
}

/** Words that sound like a contraction and are another word: "its" for "it's". */
const SOUND_ALIKE: Record<string, string> = { its: "it's", your: "you're", whose: "who's", their: "they're" };

/**
 * "Its time" for "It's time", "who's jacket" for "whose jacket": right once the sound-alike is
 * swapped, so that word is the mistake.
 */
function confusedContraction(given: string, accepted: readonly string[], options: CheckOptions): Verdict | null {
  if (options.language !== "en") return null;
  const swaps = Object.entries(SOUND_ALIKE).flatMap(
    ([word, contraction]) =>
      [
        [word, contraction],
        [contraction, word],
      ] as const,
  );
  for (const [typed, meant] of swaps) {
    const pattern = new RegExp(`(^|[^\\p{L}'’])${typed.replace("'", "['’]")}(?![\\p{L}'’])`, "iu");
    if (!pattern.test(given)) continue;
    const verdict = checkAnswer(given.replace(pattern, `$1${meant}`), accepted, options);
    if (verdict.correct)
      return { correct: false, expected: verdict.expected, notes: [{ kind: "otherWord", word: meant, given: typed }] };
  }
  return null;
}

/*
 * Accepted answers come from the content, a finite set, and a pattern may stand for hundreds of
 * sentences: each is normalized once per process rather than on every answer.
 */
const normalizedAccepted = new Map<string, string>();
function normalizeAccepted(answer: string, language: CheckLanguage): string {
  const key = `${language}\u0000${answer}`;
  let normalized = normalizedAccepted.get(key);
  if (normalized === undefined) normalizedAccepted.set(key, (normalized = normalize(answer, language)));
  return normalized;
}

/**
 * Checks a typed answer against the accepted patterns (the first one's shown form is the main
 * answer). The closest right match wins: exact, then accents, then a slip; between equals, the
 * earlier accepted sentence. When none is right, the nearest sentence that differs only by grammar
 * becomes the expected answer, with the rule of each mistake.
 */
export function checkAnswer(given: string, patterns: readonly string[], options: CheckOptions): Verdict {
  const accepted = expandAll(patterns);
  const main = accepted[0] ?? "";
  const typed = normalize(given, options.language);
  if (!typed) return { correct: false, expected: main, notes: [] };
  const typesAccents = /[àâäéèêëîïôöùûüç]/i.test(given);
  let right: { level: number; notes: Note[]; index: number } | null = null;
  let wrong: { notes: Note[]; wrongWords: number; index: number } | null = null;
  for (const [index, answer] of accepted.entries()) {
    const match = compareAnswer(normalizeAccepted(answer, options.language), typed, options, typesAccents);
    if (!match) continue;
    if (match.correct) {
      if (!right || match.level < right.level) right = { ...match, index };
      if (match.level === 0) break;
    } else if (!wrong || match.wrongWords < wrong.wrongWords) wrong = { ...match, index };
  }
  if (right) {
    const expected = accepted[right.index]!;
    const notes = [...right.notes, ...punctuationNotes(expected, given, options.language)];
    return {
      correct: true,
      expected,
      notes: right.index > 0 ? [...notes, { kind: "variant", expected: main }] : notes,
    };
  }
  if (wrong) return { correct: false, expected: accepted[wrong.index]!, notes: wrong.notes };
  return confusedContraction(given, accepted, options) ?? { correct: false, expected: main, notes: [] };
}
