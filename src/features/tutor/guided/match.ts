import { editDistance, normalize, stripAccents, type CheckLanguage } from "@/features/learning";

/*
 * Does the learner's free reply say what an intent's keywords say? A keyword matches when its
 * words appear one after the other in the reply, compared as the courses' checker compares words:
 * case, accents, apostrophes and punctuation aside, and one slip forgiven in a word of 5 letters
 * or more ("rendez-vous" for "rendez-vous", "vandredi" for "vendredi").
 */

/** Words of 5 letters or more may carry one typo; shorter ones must be right ("mon" is not "ton"). */
const TYPO_MIN_LENGTH = 5;

function words(text: string, language: CheckLanguage): string[] {
  return stripAccents(normalize(text, language)).split(" ").filter(Boolean);
}

function sameWord(expected: string, given: string): boolean {
  return expected === given || (expected.length >= TYPO_MIN_LENGTH && editDistance(expected, given) <= 1);
}

/** A run of words with its apostrophes and spaces gone: "j' ai" and "jai" are both "jai". */
const joined = (run: readonly string[]) => run.join("").replace(/'/g, "");

/**
 * Whether one keyword (a short phrase) appears in the reply: word by word (one slip forgiven in a
 * long word), or exactly but written together without its apostrophes ("jai", "mappelle" for
 * "j'ai", "m'appelle"), as learners type on a phone.
 */
export function containsKeyword(reply: string, keyword: string, language: CheckLanguage): boolean {
  const needle = words(keyword, language);
  const haystack = words(reply, language);
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, offset) => sameWord(word, haystack[start + offset]!))) return true;
  }
  const compact = joined(needle);
  return haystack.some((word, index) => {
    for (let end = index + 1; end <= haystack.length; end++) {
      const run = joined(haystack.slice(index, end));
      // Exactly: a slip on top of the missing apostrophes would make "ton nom" pass for "mon nom".
      if (run.length >= compact.length) return run === compact;
    }
    return false;
  });
}

/** The first of the intents whose keywords the reply contains, in the order the content lists them; null when none. */
export function matchIntent<T extends { keywords: readonly string[] }>(
  reply: string,
  intents: readonly T[],
  language: CheckLanguage,
): T | null {
  return intents.find((intent) => intent.keywords.some((keyword) => containsKeyword(reply, keyword, language))) ?? null;
}
