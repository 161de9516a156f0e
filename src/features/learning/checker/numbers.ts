/*
 * Numbers written one way, so that every usual form of the same value is the same answer:
 * « trois » and 3, « vingt et un » and 21, « deuxième » and 2e, "third" and 3rd. Times are in
 * clock.ts, dates in dates.ts.
 */
import type { CheckLanguage } from "./types";

const FRENCH: Record<string, number> = {
  zero: 0,
  zéro: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
  cent: 100,
  cents: 100,
  mille: 1000,
};
const ENGLISH: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
};
const WORDS: Record<CheckLanguage, Record<string, number>> = { fr: FRENCH, en: ENGLISH };
/** The word that joins a unit to its ten ("vingt et un") or a hundred to the rest ("two hundred and five"). */
const JOINER: Record<CheckLanguage, string> = { fr: "et", en: "and" };

const ENGLISH_ORDINALS: Record<string, string> = {
  first: "one",
  second: "two",
  third: "three",
  fourth: "four",
  fifth: "five",
  sixth: "six",
  seventh: "seven",
  eighth: "eight",
  ninth: "nine",
  tenth: "ten",
  eleventh: "eleven",
  twelfth: "twelve",
  thirteenth: "thirteen",
  fourteenth: "fourteen",
  fifteenth: "fifteen",
  sixteenth: "sixteen",
  seventeenth: "seventeen",
  eighteenth: "eighteen",
  nineteenth: "nineteen",
  twentieth: "twenty",
  thirtieth: "thirty",
  fortieth: "forty",
  fiftieth: "fifty",
  sixtieth: "sixty",
  seventieth: "seventy",
  eightieth: "eighty",
  ninetieth: "ninety",
  hundredth: "hundred",
  thousandth: "thousand",
};
/** French ordinal stems whose cardinal is not the stem itself (quatr|ième → quatre, cinqu|ième → cinq). */
const FRENCH_ORDINAL_STEMS: Record<string, string> = { cinqu: "cinq", neuv: "neuf", un: "un" };

/** The cardinal word an ordinal word is made from ("troisième" → "trois", "third" → "three"), or null. */
function ordinalBase(word: string, language: CheckLanguage): string | null {
  if (language === "en") return ENGLISH_ORDINALS[word] ?? null;
  const match = /^(.+?)i[eè]me$/.exec(word);
  if (!match) return null;
  const stem = match[1]!;
  const base =
    FRENCH_ORDINAL_STEMS[stem] ??
    (FRENCH[stem] !== undefined ? stem : FRENCH[`${stem}e`] !== undefined ? `${stem}e` : null);
  return base;
}

const TENS = new Set([20, 30, 40, 50, 60, 70, 80, 90]);
const joins = (last: number, next: string, language: CheckLanguage) =>
  language === "fr"
    ? TENS.has(last) && (next === "un" || next === "une" || next === "onze")
    : (last === 100 || last === 1000) && (ENGLISH[next] ?? 100) < 100;

/** Reads a number written in words from `start`; null when none starts there. */
function readNumber(
  tokens: readonly string[],
  start: number,
  language: CheckLanguage,
): { value: number; end: number } | null {
  const words = WORDS[language];
  let total = 0;
  let current = 0;
  let last: number | null = null;
  let index = start;
  while (index < tokens.length) {
    const word = tokens[index]!;
    const next = tokens[index + 1];
    // "vingt et un", "two hundred and five": the joiner only where it joins a number ("trois et deux" is two).
    if (word === JOINER[language] && last !== null && next !== undefined && joins(last, next, language)) {
      index++;
      continue;
    }
    // "a hundred", "a thousand".
    const value: number | undefined =
      language === "en" && word === "a" && (next === "hundred" || next === "thousand") && last === null
        ? 1
        : words[word];
    if (value === undefined) break;
    if (value === 100) current = (current || 1) * 100;
    else if (value === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (language === "fr" && value === 20 && last === 4 && current % 100 === 4) {
      current += 76; // quatre-vingt(s)
    } else {
      // Values add in falling order (vingt deux, soixante dix sept); "deux trois" is two numbers.
      const adds =
        last === null ||
        last === 100 ||
        last === 1000 ||
        value < last ||
        (last === 10 && value < 10) ||
        ((last === 60 || last === 80) && value >= 10 && value < 20);
      if (!adds) break;
      current += value;
    }
    last = value;
    index++;
  }
  if (last === null) return null;
  return { value: total + current, end: index };
}

/**
 * Number words become digits, ordinals `<n>e` in French (1er and 1re keep their gender) and
 * `<n>th` in English. « un » and « une » alone stay words: they are articles as often as numbers.
 */
export function numbersAsDigits(tokens: string[], language: CheckLanguage): string[] {
  const out: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const word = tokens[index]!;
    if (language === "fr" && (word === "premier" || word === "première" || word === "premiere")) {
      out.push(word === "premier" ? "1er" : "1re");
      index++;
      continue;
    }
    if (language === "fr" && (word === "second" || word === "seconde")) {
      out.push("2e");
      index++;
      continue;
    }
    const number = readNumber(tokens, index, language);
    // An ordinal word may end the number ("vingt et unième") or be it ("troisième").
    const endWord = tokens[number?.end ?? index];
    const ordinal = endWord === undefined ? null : ordinalBase(endWord, language);
    if (ordinal !== null) {
      const withBase = [...tokens.slice(index, number?.end ?? index), ordinal];
      const value = readNumber(withBase, 0, language);
      if (value && value.end === withBase.length) {
        out.push(language === "fr" ? `${value.value}e` : `${value.value}th`);
        index = (number?.end ?? index) + 1;
        continue;
      }
    }
    if (!number || (number.end === index + 1 && (word === "un" || word === "une"))) {
      out.push(word);
      index++;
      continue;
    }
    out.push(String(number.value));
    index = number.end;
  }
  return out.map((token) => digitOrdinal(token, language));
}

/** 2e, 2ème, 2è, 2nd, 21st → one spelling per language; 1er, 1re, 1ère keep their gender. */
function digitOrdinal(token: string, language: CheckLanguage): string {
  if (language === "fr") {
    if (/^1(?:re|ère|ere)$/.test(token)) return "1re";
    const match = /^(\d+)(?:e|è|ème|eme|ième|ieme)$/.exec(token);
    return match ? `${match[1]}e` : token;
  }
  const match = /^(\d+)(?:st|nd|rd|th)$/.exec(token);
  return match ? `${match[1]}th` : token;
}
