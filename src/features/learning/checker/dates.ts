/*
 * Dates written one way: « le 3 mars » and « 3 mars », "March 3rd", "the 3rd of March" and
 * "3 March" are the same answer.
 */
import type { CheckLanguage } from "./types";

export const FRENCH_MONTHS = new Set([
  "janvier",
  "février",
  "fevrier",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "aout",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
  "decembre",
]);
export const ENGLISH_MONTHS = new Set([
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]);

const FRENCH_WEEKDAYS = new Set(["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]);
/** A month, or a month with one letter off (« févier »): the date is still read as one, the typo judged as any other. */
const isMonth = (token: string | undefined, months: ReadonlySet<string>) =>
  token !== undefined &&
  (months.has(token) || (token.length >= 4 && [...months].some((month) => oneEditApart(month, token))));
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
