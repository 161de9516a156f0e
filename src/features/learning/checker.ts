/**
 * The answer checker: decides whether what a learner typed is right, forgiving the slips a
 * teacher would forgive, and says what they were so the learner can learn from them. Pure: it
 * knows nothing of lessons or the database, and runs only on the server.
 *
 * Forgiven without a word: case, spacing, punctuation (apostrophes included: "jai" for "j'ai"),
 * œ written oe, English contractions (I'm / I am). Forgiven with a note: missing or wrong accents
 * (naming the letters), a French elision not made or made wrongly (le ami → l'ami), one wrong,
 * missing, extra or swapped letter in a word of 5 letters or more, unless that makes another
 * word of the lesson. An accepted alternative is right; the note then shows the main answer.
 */

import { expandAll } from "./answer-patterns";

export type CheckLanguage = "fr" | "en";

export type Note =
  /** Accents missing or wrong: the expected word and its letters that differ ("é" in "café"). */
  | { kind: "accent"; word: string; letters: string[] }
  /** One letter off in a long word. */
  | { kind: "typo"; word: string; given: string }
  /** A French elision: "l'ami", not "le ami". */
  | { kind: "elision"; expected: string; given: string }
  /** Right, with another accepted form: this is the main answer (e.g. the Quebec term). */
  | { kind: "variant"; expected: string };

export type Verdict = { correct: boolean; expected: string; notes: Note[] };

export type CheckOptions = {
  language: CheckLanguage;
  /** Words the learner meets (the lesson's, the course's): a typo that turns one word into another of these is a different word, not a slip. */
  lessonWords?: ReadonlySet<string>;
};

const TYPO_MIN_LENGTH = 5;

// --- normalization -----------------------------------------------------------------------------

/** French elided forms, and the full words they stand for. */
const ELISIONS: Record<string, string[]> = {
  "l'": ["le", "la"],
  "j'": ["je"],
  "d'": ["de"],
  "n'": ["ne"],
  "m'": ["me"],
  "t'": ["te"],
  "s'": ["se", "si"],
  "c'": ["ce"],
  "qu'": ["que"],
  "jusqu'": ["jusque"],
  "lorsqu'": ["lorsque"],
  "puisqu'": ["puisque"],
  "quoiqu'": ["quoique"],
};
const ELIDED_PREFIX = /(^|\s)(jusqu|lorsqu|puisqu|quoiqu|qu|[ljdnmtsc])'\s*/g;
/** "j ai", a single letter alone: the apostrophe was left out. */
const LONE_ELIDED_LETTER = /(^|\s)(qu|[ljdnmtsc])\s+(?=[aeiouyhàâäéèêëîïôöùûü])/g;

/** English contractions, written out: both forms are equally right. */
const CONTRACTIONS: Record<string, string> = {
  "i'm": "i am", "you're": "you are", "we're": "we are", "they're": "they are", "he's": "he is", "she's": "she is", "it's": "it is",
  "that's": "that is", "there's": "there is", "what's": "what is", "who's": "who is", "where's": "where is", "here's": "here is", "let's": "let us",
  "i've": "i have", "you've": "you have", "we've": "we have", "they've": "they have",
  "i'll": "i will", "you'll": "you will", "he'll": "he will", "she'll": "she will", "we'll": "we will", "they'll": "they will", "it'll": "it will",
  "i'd": "i would", "you'd": "you would", "he'd": "he would", "she'd": "she would", "we'd": "we would", "they'd": "they would",
  "don't": "do not", "doesn't": "does not", "didn't": "did not", "isn't": "is not", "aren't": "are not", "wasn't": "was not", "weren't": "were not",
  "haven't": "have not", "hasn't": "has not", "hadn't": "had not", "won't": "will not", "wouldn't": "would not", "can't": "cannot",
  "couldn't": "could not", "shouldn't": "should not", "mustn't": "must not", "can not": "cannot",
  // The same without the apostrophe, where that is not another English word.
  im: "i am", youre: "you are", theyre: "they are", dont: "do not", doesnt: "does not", didnt: "did not", isnt: "is not", arent: "are not",
  wasnt: "was not", werent: "were not", havent: "have not", hasnt: "has not", wouldnt: "would not", cant: "cannot", couldnt: "could not", shouldnt: "should not",
};
const CONTRACTION_PATTERN = new RegExp(`(^|\\s)(${Object.keys(CONTRACTIONS).map((key) => key.replace(/'/g, "'")).sort((a, b) => b.length - a.length).join("|")})(?=\\s|$)`, "g");

/** Lower case, one kind of apostrophe, no punctuation, single spaces; numbers and times written one way. */
export function normalize(text: string, language: CheckLanguage): string {
  let value = text
    .normalize("NFC")
    .toLocaleLowerCase(language)
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    // Keep decimal and thousands separators inside numbers (12,50 $), drop every other mark.
    .replace(/(\d)[,.](\d)/g, "$1\u0000$2")
    .replace(/[.,!?;:«»"“”()[\]{}…–—\-/\\*_]/g, " ")
    .replace(/\u0000/g, ",")
    .replace(/\s+/g, " ")
    .trim();
  if (language === "fr") {
    value = value
      .replace(/(\d)\s*h\s*(\d\d)\b/g, "$1 h $2")
      .replace(/(\d)\s*h\b/g, "$1 h")
      .replace(/(\d)\s*\$/g, "$1 $")
      .replace(ELIDED_PREFIX, "$1$2' ")
      .replace(LONE_ELIDED_LETTER, "$1$2' ");
  } else {
    // "He's been", "she's got": 's stands for has before a past participle.
    value = value.replace(/(^|\s)(he|she|it|that|there|who|what)'?s (been|got|gone|done|had|seen|made)(?=\s|$)/g, "$1$2 has $3");
    value = value.replace(CONTRACTION_PATTERN, (_, space: string, word: string) => `${space}${CONTRACTIONS[word] ?? word}`);
  }
  return value.replace(/\s+/g, " ").trim();
}

/** Without accents: é → e, ç → c. */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/** Apostrophes and spaces gone: "jai" against "j' ai", "weekend" against "week end". */
const compact = (normalized: string) => normalized.replace(/['\s]/g, "");

/**
 * Endings that carry grammar (plural -s/-x, feminine -e; English -s and -d): adding or dropping
 * one is an agreement or conjugation mistake to correct, never a typo to forgive.
 */
const GRAMMAR_ENDINGS: Record<CheckLanguage, string> = { fr: "sxe", en: "sd" };

function changesAGrammarEnding(expected: string, given: string, language: CheckLanguage): boolean {
  const [longer, shorter] = expected.length > given.length ? [expected, given] : [given, expected];
  return longer.length === shorter.length + 1 && longer.startsWith(shorter) && GRAMMAR_ENDINGS[language].includes(longer.at(-1) ?? "");
}

// --- comparing words ---------------------------------------------------------------------------

/** Optimal string alignment distance (one swap of neighbours counts as one edit), capped at 2. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return Math.min(d[a.length]![b.length]!, 2);
}

/** The letters of `expected` that `given` writes differently, when they differ only by accents. */
function accentLetters(expected: string, given: string): string[] {
  const letters = [...expected.normalize("NFC")];
  const typed = [...given.normalize("NFC")];
  const differing = letters.filter((letter, index) => letter !== typed[index]);
  return [...new Set(differing)];
}

type WordMatch = { level: 0 | 1 | 2 | 3; note?: Note };

/** How close one typed word is to the expected one: 0 same, 1 elision, 2 accents, 3 typo; null when different. */
function compareWord(expected: string, given: string, options: CheckOptions, words: ReadonlySet<string>): WordMatch | null {
  if (expected === given) return { level: 0 };
  if (options.language === "fr") {
    const full = ELISIONS[expected] ?? ELISIONS[given];
    const other = ELISIONS[expected] ? given : expected;
    if (full?.includes(other)) return { level: 1, note: { kind: "elision", expected, given } };
  }
  // Numbers are right or wrong: 12,05 is not a slip for 12,50.
  if (/\d/.test(expected) || /\d/.test(given)) return null;
  const plainExpected = stripAccents(expected);
  const plainGiven = stripAccents(given);
  if (plainExpected === plainGiven) return { level: 2, note: { kind: "accent", word: expected, letters: accentLetters(expected, given) } };
  const longEnough = [...plainExpected.replace(/'/g, "")].length >= TYPO_MIN_LENGTH;
  const typo = longEnough && editDistance(plainExpected, plainGiven) === 1;
  if (typo && !words.has(plainGiven) && !changesAGrammarEnding(plainExpected, plainGiven, options.language)) {
    return { level: 3, note: { kind: "typo", word: expected, given } };
  }
  return null;
}

type Match = { level: number; notes: Note[] };

/** Word by word: every word must match; at most one typo in the answer. */
function compareAnswer(expected: string, given: string, options: CheckOptions, words: ReadonlySet<string>): Match | null {
  if (expected === given || compact(expected) === compact(given)) return { level: 0, notes: [] };
  const expectedWords = expected.split(" ");
  const givenWords = given.split(" ");
  if (expectedWords.length !== givenWords.length) return null;
  const notes: Note[] = [];
  let level = 0;
  let typos = 0;
  for (let i = 0; i < expectedWords.length; i++) {
    const match = compareWord(expectedWords[i]!, givenWords[i]!, options, words);
    if (!match) return null;
    if (match.level === 3 && ++typos > 1) return null;
    level = Math.max(level, match.level);
    if (match.note) notes.push(match.note);
  }
  return { level, notes };
}

/** The words of a lesson, accent-free, for the typo rule. */
export function lessonWordSet(texts: string[], language: CheckLanguage): Set<string> {
  return new Set(texts.flatMap((text) => stripAccents(normalize(text, language)).split(" ")).filter(Boolean));
}

/**
 * Checks a typed answer against the accepted ones (the first is the main answer). The closest
 * match wins: exact, then elision, accents, typo; between equals, the earlier accepted answer.
 */
/*
 * Accepted answers come from the content, a finite set, and some exercises list dozens of them:
 * each is normalized once per process rather than on every answer.
 */
const normalizedAccepted = new Map<string, string>();
function normalizeAccepted(answer: string, language: CheckLanguage): string {
  const key = `${language}\u0000${answer}`;
  let normalized = normalizedAccepted.get(key);
  if (normalized === undefined) normalizedAccepted.set(key, (normalized = normalize(answer, language)));
  return normalized;
}

export function checkAnswer(given: string, patterns: readonly string[], options: CheckOptions): Verdict {
  const accepted = expandAll(patterns);
  const main = accepted[0] ?? "";
  const typed = normalize(given, options.language);
  const words = options.lessonWords ?? new Set<string>();
  if (!typed) return { correct: false, expected: main, notes: [] };
  let best: (Match & { index: number }) | null = null;
  accepted.forEach((answer, index) => {
    const match = compareAnswer(normalizeAccepted(answer, options.language), typed, options, words);
    if (match && (!best || match.level < best.level)) best = { ...match, index };
  });
  if (!best) return { correct: false, expected: main, notes: [] };
  const { index, notes } = best as Match & { index: number };
  const expected = accepted[index] ?? main;
  return { correct: true, expected, notes: index > 0 ? [...notes, { kind: "variant", expected: main }] : notes };
}
