import { stripAccents, type CheckLanguage } from "@/features/learning";
import { findPhrase, matchWords, tokenize, type Token } from "./match";
import { PHRASES } from "./phrases";

/*
 * What a reply asks of Madame rather than answers: to say it again or more simply (clarify), or
 * what to say (help), in the language learned or the learner's other one. And whether the reply
 * is written in the other language altogether.
 */

export type Request = "clarify" | "help";

const other = (language: CheckLanguage): CheckLanguage => (language === "fr" ? "en" : "fr");

function has(tokens: readonly Token[], phrases: readonly string[], language: CheckLanguage): boolean {
  return phrases.some((phrase) => findPhrase(tokens, matchWords(phrase, language)).length > 0);
}

/** The clause is that phrase and nothing more than fillers (« Pardon? », « Je sais pas. »). */
function isAlone(tokens: readonly Token[], phrases: readonly string[], language: CheckLanguage): boolean {
  const { fillers } = PHRASES[language];
  const whole = tokens.map((token) => token.word).join(" ");
  const said = tokens
    .filter((token) => !fillers.has(token.word))
    .map((token) => token.word)
    .join(" ");
  return phrases.some((phrase) => [whole, said].includes(matchWords(phrase, language).join(" ")));
}

type ClauseRequest = { request: Request; explicit: boolean; asksMeaning: boolean };

/**
 * What one clause asks, and whether it says so in so many words (« je sais pas quoi dire ») or
 * with a word that may be an answer elsewhere (« je sais pas »). A lone « Pardon? » counts only
 * first, never as a tag (« Il fait froid, hein? »).
 */
function clauseRequest(tokens: readonly Token[], first: boolean, language: CheckLanguage): ClauseRequest | null {
  const lists = PHRASES[language];
  const asksMeaning = isAlone(tokens, lists.askMeaning, language);
  if (has(tokens, lists.clarify, language)) return { request: "clarify", explicit: true, asksMeaning };
  if (asksMeaning || (first && isAlone(tokens, lists.clarifyAlone, language)))
    return { request: "clarify", explicit: false, asksMeaning };
  if (has(tokens, lists.help, language)) return { request: "help", explicit: true, asksMeaning };
  if (isAlone(tokens, lists.helpAlone, language)) return { request: "help", explicit: false, asksMeaning };
  return null;
}

/** Words a learner names beside their question (« Ça veut dire quoi, "boulangerie"? ») are part of it. */
const NAMED_WORDS_MAX = 3;
/** Before « c'est quoi? », a few more (« Le numéro de la commande, c'est quoi? »). */
const NAMED_BEFORE_MEANING_MAX = 5;

export type ReadRequest = {
  /** What the reply asks, clarify first when it asks both; null when it asks nothing. */
  request: Request | null;
  /** The clauses that ask it (clause indexes, the same in both languages' tokens). */
  clauses: ReadonlySet<number>;
  /** Whether some clause asks in so many words, not with words that may also answer the line. */
  explicit: boolean;
  /**
   * Whether it may be a plain question about a thing rather than about a word: « C'est quoi, le
   * budget? » asks for the budget, « Budget? C'est quoi? » what the word means.
   */
  plain: boolean;
};

/** The requests a reply makes, clause by clause, in the language learned or the other one. */
export function readRequest(reply: string, language: CheckLanguage): ReadRequest {
  const found = new Map<number, ClauseRequest>();
  for (const spoken of [language, other(language)]) {
    const tokens = tokenize(reply, spoken);
    const clauses = [...new Set(tokens.map((token) => token.clause))];
    for (const [index, clause] of clauses.entries()) {
      if (found.has(clause)) continue;
      const request = clauseRequest(
        tokens.filter((token) => token.clause === clause),
        index === 0,
        spoken,
      );
      if (request) found.set(clause, request);
    }
  }
  const tokens = tokenize(reply, language);
  let plain = false;
  const size = (clause: number) => tokens.filter((token) => token.clause === clause).length;
  for (const [clause, { request, asksMeaning, explicit }] of [...found]) {
    // Only a question about words names one; « Pardon? » does not (« Sorry, I can't tomorrow »).
    if (request !== "clarify" || !(explicit || asksMeaning)) continue;
    const named = (beside: number, max: number) => !found.has(beside) && size(beside) > 0 && size(beside) <= max;
    const before = named(clause - 1, asksMeaning ? NAMED_BEFORE_MEANING_MAX : NAMED_WORDS_MAX);
    const after = named(clause + 1, NAMED_WORDS_MAX);
    const thing = tokens.find((token) => token.clause === (after ? clause + 1 : clause - 1));
    if (asksMeaning && !explicit && thing && PHRASES[language].determiners.has(thing.word)) plain = true;
    if (before) found.set(clause - 1, { request, explicit: false, asksMeaning: false });
    if (after) found.set(clause + 1, { request, explicit: false, asksMeaning: false });
  }
  const requests = [...found.values()].map((found) => found.request);
  const request = requests.includes("clarify") ? "clarify" : requests.includes("help") ? "help" : null;
  const explicit = [...found.values()].some((found) => found.explicit && found.request === request);
  return { request, clauses: new Set(found.keys()), explicit, plain };
}

/** The explanation of a word of the line's glossary named in the reply's request, if any. */
export function explain(
  tokens: readonly Token[],
  glossary: Readonly<Record<string, string>> | undefined,
  language: CheckLanguage,
): string | null {
  for (const [word, explanation] of Object.entries(glossary ?? {}))
    if (findPhrase(tokens, matchWords(word, language)).length > 0) return explanation;
  return null;
}

function markersIn(words: readonly string[], language: CheckLanguage): number {
  return words.filter((word) => PHRASES[language].markers.has(word)).length;
}

/**
 * Whether the reply is written in the learner's other language: more of its telltale words
 * (articles, pronouns, common verbs) than of the language learned, and French accents on
 * lower-case words count for French (a name like José does not).
 */
export function inOtherLanguage(reply: string, language: CheckLanguage): boolean {
  // An e-mail address (julie@boisvert.ca) belongs to no language.
  const raw = reply
    .replace(/\S+@\S+/g, " ")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const plain = raw.map(stripAccents);
  const accented = reply
    .split(/[^\p{L}]+/u)
    .filter((word) => /^\p{Ll}/u.test(word) && /[àâçéèêëîïôûùœ]/.test(word)).length;
  const same = markersIn(plain, language) + (language === "fr" ? accented : 0);
  const foreign = markersIn(plain, other(language)) + (language === "en" ? accented : 0);
  return foreign >= 1 && foreign > same;
}
