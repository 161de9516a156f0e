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
import { compareAnswer } from "./compare-answer";
import { normalize, stripAccents } from "./normalize";
import { punctuationNotes } from "./punctuation-notes";
import type { CheckLanguage, CheckOptions, Note, Verdict } from "./types";

export type { CheckLanguage, CheckOptions, Note, Verdict } from "./types";
export { editDistance } from "./edit-distance";
export { normalize, stripAccents } from "./normalize";

/** The words of a lesson, accent-free, for the typo rule. */
export function lessonWordSet(texts: string[], language: CheckLanguage): Set<string> {
  return new Set(texts.flatMap((text) => stripAccents(normalize(text, language)).split(" ")).filter(Boolean));
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
    // One swap only: judging the swapped answer must not swap it back, or the two would call each other forever.
    const verdict = judge(given.replace(pattern, `$1${meant}`), accepted, options);
    if (verdict?.correct)
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
  return (
    judge(given, accepted, options) ??
    confusedContraction(given, accepted, options) ?? { correct: false, expected: accepted[0] ?? "", notes: [] }
  );
}

/** The verdict against the accepted sentences, or null when no sentence is near enough to name a mistake. */
function judge(given: string, accepted: readonly string[], options: CheckOptions): Verdict | null {
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
  return null;
}
