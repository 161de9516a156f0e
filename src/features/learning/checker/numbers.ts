/*
 * Numbers, times and dates written one way, so that every usual form of the same value is the
 * same answer: « trois » and 3, « vingt et un » and 21, 17 h, 17 h 00, 17:00, 5 p.m. and
 * « cinq heures », « le 3 mars » and « 3 mars », "March 3rd" and "3 March". A time is one token,
 * `<hour>h<minutes>` on the 24-hour clock, with an `a` when the morning was said explicitly.
 */
import type { CheckLanguage } from "./types";

const FRENCH: Record<string, number> = {
  zero: 0, zéro: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30, quarante: 40,
  cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90, cent: 100, cents: 100, mille: 1000,
};
const ENGLISH: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, thousand: 1000,
};
const WORDS: Record<CheckLanguage, Record<string, number>> = { fr: FRENCH, en: ENGLISH };
/** The word that joins a unit to its ten ("vingt et un") or a hundred to the rest ("two hundred and five"). */
const JOINER: Record<CheckLanguage, string> = { fr: "et", en: "and" };

const ENGLISH_ORDINALS: Record<string, string> = {
  first: "one", second: "two", third: "three", fourth: "four", fifth: "five", sixth: "six", seventh: "seven", eighth: "eight", ninth: "nine",
  tenth: "ten", eleventh: "eleven", twelfth: "twelve", thirteenth: "thirteen", fourteenth: "fourteen", fifteenth: "fifteen", sixteenth: "sixteen",
  seventeenth: "seventeen", eighteenth: "eighteen", nineteenth: "nineteen", twentieth: "twenty", thirtieth: "thirty", fortieth: "forty",
  fiftieth: "fifty", sixtieth: "sixty", seventieth: "seventy", eightieth: "eighty", ninetieth: "ninety", hundredth: "hundred", thousandth: "thousand",
};
/** French ordinal stems whose cardinal is not the stem itself (quatr|ième → quatre, cinqu|ième → cinq). */
const FRENCH_ORDINAL_STEMS: Record<string, string> = { cinqu: "cinq", neuv: "neuf", un: "un" };

/** The cardinal word an ordinal word is made from ("troisième" → "trois", "third" → "three"), or null. */
function ordinalBase(word: string, language: CheckLanguage): string | null {
  if (language === "en") return ENGLISH_ORDINALS[word] ?? null;
  const match = /^(.+?)i[eè]me$/.exec(word);
  if (!match) return null;
  const stem = match[1]!;
  const base = FRENCH_ORDINAL_STEMS[stem] ?? (FRENCH[stem] !== undefined ? stem : FRENCH[`${stem}e`] !== undefined ? `${stem}e` : null);
  return base;
}

const TENS = new Set([20, 30, 40, 50, 60, 70, 80, 90]);
const joins = (last: number, next: string, language: CheckLanguage) =>
  language === "fr" ? TENS.has(last) && (next === "un" || next === "une" || next === "onze") : (last === 100 || last === 1000) && (ENGLISH[next] ?? 100) < 100;

/** Reads a number written in words from `start`; null when none starts there. */
function readNumber(tokens: readonly string[], start: number, language: CheckLanguage): { value: number; end: number } | null {
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
    const value: number | undefined = language === "en" && word === "a" && (next === "hundred" || next === "thousand") && last === null ? 1 : words[word];
    if (value === undefined) break;
    if (value === 100) current = (current || 1) * 100;
    else if (value === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (language === "fr" && value === 20 && last === 4 && current % 100 === 4) {
      current += 76; // quatre-vingt(s)
    } else {
      // Values add in falling order (vingt deux, soixante dix sept); "deux trois" is two numbers.
      const adds = last === null || last === 100 || last === 1000 || value < last || (last === 10 && value < 10) || ((last === 60 || last === 80) && value >= 10 && value < 20);
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
  for (let index = 0; index < tokens.length; ) {
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

/**
 * A time token: `a` when the morning was said, `w` when the hour was said on the 12-hour clock
 * without saying which half of the day (« cinq heures », "5 o'clock"): only then may 5 stand for 17.
 * French digits with « h » are the written 24-hour clock: « 8 h » is never 20 h.
 */
export const time = (hour: number, minutes: number, flag: "" | "a" | "w" = "") => `${hour}h${String(minutes).padStart(2, "0")}${flag}`;

/**
 * Times written with digits, on the raw lower-cased text (before punctuation goes): 17:00, 17 h,
 * 17h00, 5 p.m., 5:30 am, 5 o'clock. Each becomes one token.
 */
export function digitTimes(text: string, language: CheckLanguage): string {
  let value = text.replace(/\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\b\.?/g, (_, hour: string, minutes: string | undefined, meridiem: string) => {
    const h = Number(hour) % 12;
    return ` ${time(meridiem === "p" ? h + 12 : h, Number(minutes ?? 0), meridiem === "a" ? "a" : "")} `;
  });
  value = value.replace(/\b(\d{1,2})\s*o'?clock\b/g, (_, hour: string) => ` ${time(Number(hour), 0, "w")} `);
  // English "5:30" without a.m. or p.m. is on the 12-hour clock; French « 5 h 30 » is on the 24-hour one.
  const clock = language === "en" ? "w" : "";
  value = value.replace(/\b(\d{1,2})\s*[:h]\s*(\d{2})\b/g, (match, hour: string, minutes: string) => (Number(hour) < 24 && Number(minutes) < 60 ? ` ${time(Number(hour), Number(minutes), Number(hour) <= 12 ? clock : "")} ` : match));
  if (language === "fr") value = value.replace(/\b(\d{1,2})\s*h\b/g, (match, hour: string) => (Number(hour) < 24 ? ` ${time(Number(hour), 0)} ` : match));
  return value;
}

const TIME_TOKEN = /^(\d{1,2})h(\d\d)([aw]?)e?$/;
const AFTERNOON: Record<CheckLanguage, string[][]> = {
  fr: [["de", "l'", "après", "midi"], ["de", "l'", "apres", "midi"], ["du", "soir"], ["de", "l'", "aprèm"]],
  en: [["in", "the", "afternoon"], ["in", "the", "evening"], ["at", "night"]],
};
const MORNING: Record<CheckLanguage, string[][]> = { fr: [["du", "matin"]], en: [["in", "the", "morning"]] };
const startsWith = (tokens: readonly string[], at: number, words: readonly string[]) => words.every((word, offset) => tokens[at + offset] === word);

/** Times said in words, after the numbers became digits: « 5 heures et demie », « midi », "noon", and the part of the day that follows a time. */
export function wordTimes(tokens: string[], language: CheckLanguage): string[] {
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if (language === "fr" && /^\d{1,2}$/.test(token) && (next === "heure" || next === "heures")) {
      const hour = Number(token);
      let minutes = 0;
      let skip = 1;
      const after = tokens.slice(index + 2, index + 5);
      if (after[0] === "et" && (after[1] === "demie" || after[1] === "demi")) [minutes, skip] = [30, 3];
      else if (after[0] === "et" && after[1] === "quart") [minutes, skip] = [15, 3];
      else if (after[0] === "moins" && after[1] === "le" && after[2] === "quart") [minutes, skip] = [-15, 4];
      else if (after[0] === "moins" && after[1] === "quart") [minutes, skip] = [-15, 3];
      else if (after[0] !== undefined && /^\d{1,2}$/.test(after[0]) && Number(after[0]) < 60) [minutes, skip] = [Number(after[0]), 2];
      out.push(minutes < 0 ? time((hour + 23) % 24, 60 + minutes, "w") : time(hour, minutes, "w"));
      index += skip;
      continue;
    }
    // "at ten thirty", "half past ten", "a quarter to ten": English times said in words.
    if (language === "en") {
      const spoken = englishSpokenTime(tokens, index);
      if (spoken) {
        out.push(spoken.time);
        index = spoken.end - 1;
        continue;
      }
    }
    // « midi » inside « après-midi » is the afternoon, not noon.
    const afterApres = tokens[index - 1] === "après" || tokens[index - 1] === "apres";
    if ((language === "fr" && !afterApres && (token === "midi" || token === "minuit")) || (language === "en" && (token === "noon" || token === "midnight"))) {
      const hour = token === "midi" || token === "noon" ? 12 : 0;
      if (language === "fr" && next === "et" && (tokens[index + 2] === "demi" || tokens[index + 2] === "demie")) {
        // « midi » is masculine: « midi et demi »; « et demie » is marked so the checker can say why.
        out.push(`${time(hour, 30)}${tokens[index + 2] === "demie" ? "e" : ""}`);
        index += 2;
      } else if (next !== undefined && /^[0-5]\d$/.test(next)) {
        // « midi trente », « minuit quinze »
        out.push(time(hour, Number(next)));
        index += 1;
      } else out.push(time(hour, 0));
      continue;
    }
    out.push(token);
  }
  return partOfDay(out, language);
}

const TIME_PREPOSITIONS = new Set(["at", "by", "until", "till", "from", "before", "after", "around"]);
const hourOf = (token: string | undefined) => (token !== undefined && /^\d{1,2}$/.test(token) && Number(token) >= 1 && Number(token) <= 12 ? Number(token) : null);

/** "a m", "am", "p m", "pm" (the marks are gone by now) at `at`: the meridiem and how many tokens it takes. */
function meridiemAt(tokens: readonly string[], at: number): { pm: boolean; length: number } | null {
  const [first, second] = [tokens[at], tokens[at + 1]];
  if (first === "am" || first === "pm") return { pm: first === "pm", length: 1 };
  if ((first === "a" || first === "p") && second === "m") return { pm: first === "p", length: 2 };
  return null;
}

function englishSpokenTime(tokens: readonly string[], index: number): { time: string; end: number } | null {
  const at = (offset: number) => tokens[index + offset];
  const hour = hourOf(at(0));
  if (hour !== null) {
    // "nine a.m.", "seven thirty p.m.", "nine o'clock", "at ten thirty", "at 9 in the morning".
    const minutes = /^[0-5]\d$/.test(at(1) ?? "") ? Number(at(1)) : null;
    const afterMinutes = minutes === null ? 1 : 2;
    const meridiem = meridiemAt(tokens, index + afterMinutes);
    if (meridiem) return { time: time((hour % 12) + (meridiem.pm ? 12 : 0), minutes ?? 0, meridiem.pm ? "" : "a"), end: index + afterMinutes + meridiem.length };
    if (at(1) === "o'clock" || (at(1) === "o'" && at(2) === "clock")) return { time: time(hour, 0, "w"), end: index + (at(1) === "o'clock" ? 2 : 3) };
    const afterPreposition = TIME_PREPOSITIONS.has(tokens[index - 1] ?? "");
    // A time only after a preposition of time, so "ten thirty-dollar bills" stays numbers.
    if (afterPreposition && minutes !== null && Number(at(1)) >= 10) return { time: time(hour, minutes, "w"), end: index + 2 };
    // "at 9 in the morning", "at 9 at night": the part of the day follows (partOfDay).
    if (afterPreposition && ((at(1) === "in" && at(2) === "the") || (at(1) === "at" && at(2) === "night"))) return { time: time(hour, 0, "w"), end: index + 1 };
  }
  const start = at(0) === "a" ? 1 : 0;
  const part = at(start);
  const quarterMinutes = part === "half" ? 30 : part === "quarter" ? 15 : null;
  if (quarterMinutes === null) return null;
  const target = hourOf(at(start + 2));
  if (target === null) return null;
  if (at(start + 1) === "past") return { time: time(target, quarterMinutes), end: index + start + 3 };
  if (at(start + 1) === "to" && quarterMinutes === 15) return { time: time(target - 1 || 12, 45), end: index + start + 3 };
  return null;
}

/** « 5 h de l'après-midi » is 17 h; « 5 h du matin » is a morning said explicitly. */
function partOfDay(input: string[], language: CheckLanguage): string[] {
  let tokens = input;
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    let match = TIME_TOKEN.exec(tokens[index]!);
    // « 10 h et demie », « 10 h et quart », « 11 h moins le quart » (the hour was written in digits).
    if (match && match[2] === "00" && language === "fr") {
      const [a, b, c] = [tokens[index + 1], tokens[index + 2], tokens[index + 3]];
      const hour = Number(match[1]);
      const said = a === "et" && (b === "demie" || b === "demi") ? { value: time(hour, 30), skip: 2 } : a === "et" && b === "quart" ? { value: time(hour, 15), skip: 2 } : a === "moins" && b === "le" && c === "quart" ? { value: time((hour + 23) % 24, 45), skip: 3 } : null;
      if (said) {
        tokens = [...tokens.slice(0, index), said.value, ...tokens.slice(index + 1 + said.skip)];
        match = TIME_TOKEN.exec(said.value);
      }
    }
    if (match) {
      const afternoon = AFTERNOON[language].find((words) => startsWith(tokens, index + 1, words));
      const morning = MORNING[language].find((words) => startsWith(tokens, index + 1, words));
      const hour = Number(match[1]);
      if (afternoon && hour < 12) {
        out.push(time(hour + 12, Number(match[2])));
        index += afternoon.length;
        continue;
      }
      if (morning && hour < 12) {
        out.push(time(hour, Number(match[2]), "a"));
        index += morning.length;
        continue;
      }
    }
    out.push(tokens[index]!);
  }
  return out;
}

/**
 * Whether a typed time is the expected one: the same, or the expected afternoon hour said on the
 * 12-hour clock without "a.m." (17 h written « cinq heures »). A morning never stands for an afternoon.
 */
export function sameTime(expected: string, given: string): boolean | null {
  const e = TIME_TOKEN.exec(expected);
  const g = TIME_TOKEN.exec(given);
  if (!e || !g) return null;
  if (e[2] !== g[2]) return false;
  const [eh, gh] = [Number(e[1]), Number(g[1])];
  if (eh === gh) return !(e[3] === "a" && eh >= 12) && !(g[3] === "a" && eh >= 12);
  return eh >= 13 && gh === eh - 12 && g[3] === "w";
}

export const FRENCH_MONTHS = new Set(["janvier", "février", "fevrier", "mars", "avril", "mai", "juin", "juillet", "août", "aout", "septembre", "octobre", "novembre", "décembre", "decembre"]);
export const ENGLISH_MONTHS = new Set(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]);

const FRENCH_WEEKDAYS = new Set(["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]);
/** A month, or a month with one letter off (« févier »): the date is still read as one, the typo judged as any other. */
const isMonth = (token: string | undefined, months: ReadonlySet<string>) =>
  token !== undefined && (months.has(token) || (token.length >= 4 && [...months].some((month) => oneEditApart(month, token))));
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

/** « le 3 mars » = « 3 mars », « le lundi 3 mars » = « lundi 3 mars »; "March 3rd" = "the 3rd of March" = "3 March" → "march 3". */
export function dates(tokens: string[], language: CheckLanguage): string[] {
  const day = (token: string | undefined) => token !== undefined && /^(?:\d{1,2}|1er|\d{1,2}th)$/.test(token);
  if (language === "fr") {
    return tokens.filter((token, index) => {
      // « lundi le 3 mars » keeps its « le »: that order is a mistake to see.
      if (token !== "le" || FRENCH_WEEKDAYS.has(tokens[index - 1] ?? "")) return true;
      const at = FRENCH_WEEKDAYS.has(tokens[index + 1] ?? "") ? index + 2 : index + 1;
      return !(day(tokens[at]) && isMonth(tokens[at + 1], FRENCH_MONTHS));
    });
  }
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const plain = (value: string) => value.replace(/th$/, "");
    // "the 3rd of March", "3rd March", "3 March"
    const at = token === "the" && day(tokens[index + 1]) ? index + 1 : index;
    if (day(tokens[at])) {
      const monthAt = tokens[at + 1] === "of" ? at + 2 : at + 1;
      const month = tokens[monthAt];
      if (month && ENGLISH_MONTHS.has(month)) {
        out.push(month, plain(tokens[at]!));
        index = monthAt;
        continue;
      }
    }
    // "March 3rd", "March the 3rd"
    if (ENGLISH_MONTHS.has(token)) {
      const dayAt = tokens[index + 1] === "the" ? index + 2 : index + 1;
      if (day(tokens[dayAt])) {
        out.push(token, plain(tokens[dayAt]!));
        index = dayAt;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}
