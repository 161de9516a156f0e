/*
 * Hyphens, apostrophes and spaces: an answer right but for one of these (Pourriez vous, jai, bien sur
 * written biensur) is accepted with a note naming the mark, except for compounds written both ways.
 */
import { lightForm } from "./normalize";
import type { CheckLanguage, Note } from "./types";

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
export function punctuationNotes(accepted: string, given: string, language: CheckLanguage): Note[] {
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
