import { editDistance, normalize, stripAccents, type CheckLanguage } from "@/features/learning";
import { NEGATIONS, PHRASES } from "./phrases";

/*
 * Does the learner's free reply say what an intent's keywords say? A keyword matches when its
 * words appear one after the other in the reply, compared as the courses' checker compares words:
 * case, accents, apostrophes and punctuation aside, numbers and hours as digits, and one slip
 * forgiven in a word of 5 letters or more ("vandredi" for "vendredi"). Then meaning decides: a
 * keyword said in the negative (« je travaille pas ») does not stand for its affirmative intent,
 * and a keyword of function words only (« c'est », "I am") accepts a reply only when the reply
 * says little else.
 */

/** Words of 5 letters or more may carry one typo; shorter ones must be right ("mon" is not "ton"). */
const TYPO_MIN_LENGTH = 5;
/** Words before a keyword, in its clause, where a negation still reaches it ("I don't have my safety glasses"). */
const NEGATION_REACH = 4;
/** Content words a reply may hold besides a function-word keyword and still be that keyword's answer. */
const FUNCTION_KEYWORD_SLACK = 1;

export type Token = { word: string; clause: number; name: boolean };
export type Span = { start: number; end: number };
/** Which way an intent's keywords must be said: as they are (default), in the negative, or either. */
export type Polarity = "affirmative" | "negative" | "any";
export type Intent = { keywords: readonly string[]; polarity?: Polarity };

/** Clause breaks: sentence marks, a comma between words, and « mais », « pis », "but" (kept in the next clause). */
const CLAUSE_BREAK = /[;!?…]+|\.+(?=\s|$)|,(?!\d)|(?=\s(?:mais|pis|but|however)\s)/i;
const TIME = /^(\d{1,2})h(\d\d)[aw]?e?$/;

/** A text's words as the matcher compares them: normalized, without accents. */
export function matchWords(text: string, language: CheckLanguage): string[] {
  return stripAccents(normalize(text, language)).split(" ").filter(Boolean);
}

/** Capitalized words past the start of a clause: names, never counted as off-topic words. */
function names(text: string): Set<string> {
  const found = new Set<string>();
  for (const clause of text.split(CLAUSE_BREAK))
    for (const [index, word] of clause.trim().split(/\s+/).entries())
      if (index > 0 && /^\p{Lu}/u.test(word)) found.add(stripAccents(word.toLowerCase()).replace(/[^\p{L}-]/gu, ""));
  return found;
}

/** The reply's words, each with its clause, as the matcher compares them. */
export function tokenize(text: string, language: CheckLanguage): Token[] {
  const named = names(text);
  return text.split(CLAUSE_BREAK).flatMap((clause, index) =>
    matchWords(clause ?? "", language).map((word) => ({
      word,
      clause: index,
      name: named.has(word) && word !== "i",
    })),
  );
}

function sameTime(expected: string, given: string): boolean {
  const [a, b] = [TIME.exec(expected), TIME.exec(given)];
  if (!a || !b || a[2] !== b[2]) return false;
  const flexible = /w/.test(expected) || /w/.test(given);
  return Number(a[1]) === Number(b[1]) || (flexible && Number(a[1]) % 12 === Number(b[1]) % 12);
}

function sameWord(expected: string, given: string): boolean {
  return (
    expected === given ||
    sameTime(expected, given) ||
    (expected.length >= TYPO_MIN_LENGTH && !/\d/.test(expected) && editDistance(expected, given) <= 1)
  );
}

/** A run of words with its apostrophes and spaces gone: "j' ai" and "jai" are both "jai". */
const joined = (run: readonly string[]) => run.join("").replace(/'/g, "");

/**
 * Where a phrase appears in the tokens: word by word (one slip forgiven in a long word), or
 * exactly but written together without its apostrophes ("jai", "mappelle" for "j'ai",
 * "m'appelle"), as learners type on a phone.
 */
export function findPhrase(tokens: readonly Token[], needle: readonly string[]): Span[] {
  const spans: Span[] = [];
  if (needle.length === 0) return spans;
  const haystack = tokens.map((token) => token.word);
  for (let start = 0; start + needle.length <= haystack.length; start++)
    if (needle.every((word, offset) => sameWord(word, haystack[start + offset]!)))
      spans.push({ start, end: start + needle.length });
  if (spans.length > 0) return spans;
  const compact = joined(needle);
  for (let index = 0; index < haystack.length; index++)
    for (let end = index + 1; end <= haystack.length; end++) {
      const run = joined(haystack.slice(index, end));
      // Exactly: a slip on top of the missing apostrophes would make "ton nom" pass for "mon nom".
      if (run.length < compact.length) continue;
      if (run === compact) spans.push({ start: index, end });
      break;
    }
  return spans;
}

/** Whether one keyword (a short phrase) appears in the reply, meaning aside. */
export function containsKeyword(reply: string, keyword: string, language: CheckLanguage): boolean {
  return findPhrase(tokenize(reply, language), matchWords(keyword, language)).length > 0;
}

/** Whether a negation in the same clause reaches the words of the span. */
export function isNegated(tokens: readonly Token[], span: Span, language: CheckLanguage): boolean {
  const { negatesAfter, negatesBefore } = PHRASES[language];
  const clause = tokens[span.start]!.clause;
  for (let index = span.start - 1; index >= 0 && index >= span.start - NEGATION_REACH; index--) {
    if (tokens[index]!.clause !== clause) break;
    if (negatesAfter.has(tokens[index]!.word)) return true;
  }
  for (let index = span.end; index < tokens.length && index < span.end + 2; index++) {
    if (tokens[index]!.clause !== clause) break;
    if (negatesBefore.has(tokens[index]!.word)) return true;
  }
  return false;
}

/**
 * How strongly one keyword stands for its intent in the reply, 0 when it does not: 3 for content
 * words that carry their own negation (« pas de question », "can't see": the learner's point), 2
 * for content words said the intent's way, 1 for function words alone (« oui », « non merci »,
 * "I am") in a reply that says little else.
 */
function keywordStrength(tokens: readonly Token[], keyword: string, polarity: Polarity, language: CheckLanguage) {
  const needle = matchWords(keyword, language);
  const { functionWords } = PHRASES[language];
  const ownNegation = needle.some((word) => NEGATIONS[language].has(word));
  const functionOnly = needle.every((word) => functionWords.has(word));
  let best = 0;
  for (const span of findPhrase(tokens, needle)) {
    if (!ownNegation) {
      const negated = isNegated(tokens, span, language);
      if (polarity === "affirmative" && negated) continue;
      if (polarity === "negative" && !negated) continue;
    }
    if (!functionOnly) return ownNegation ? 3 : 2;
    const clause = tokens[span.start]!.clause;
    // What a negation is about follows it ("I don't have [my glasses]"): that is not saying something else.
    const negationScope = (index: number) => ownNegation && index >= span.end && tokens[index]!.clause === clause;
    const elsewhere = tokens.filter(
      (token, index) =>
        (index < span.start || index >= span.end) &&
        !negationScope(index) &&
        !token.name &&
        !functionWords.has(token.word) &&
        !/^\d/.test(token.word),
    );
    if (elsewhere.length <= FUNCTION_KEYWORD_SLACK) best = 1;
  }
  return best;
}

/** How strongly the reply says this intent, 0 when it does not. */
export function intentStrength(tokens: readonly Token[], intent: Intent, language: CheckLanguage): number {
  const polarity = intent.polarity ?? "affirmative";
  return Math.max(0, ...intent.keywords.map((keyword) => keywordStrength(tokens, keyword, polarity, language)));
}

/** The intent the reply says most strongly, the first in the content's order on a tie; null when none. */
export function matchTokens<T extends Intent>(
  tokens: readonly Token[],
  intents: readonly T[],
  language: CheckLanguage,
) {
  let best: T | null = null;
  let bestStrength = 0;
  for (const intent of intents) {
    const strength = intentStrength(tokens, intent, language);
    if (strength > bestStrength) [best, bestStrength] = [intent, strength];
  }
  return best;
}

export function matchIntent<T extends Intent>(reply: string, intents: readonly T[], language: CheckLanguage): T | null {
  return matchTokens(tokenize(reply, language), intents, language);
}
