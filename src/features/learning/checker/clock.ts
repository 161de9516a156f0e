/*
 * Times written one way: 17 h, 17 h 00, 17:00, 5 p.m. and « cinq heures » are the same answer
 * when 17 h is expected. A time is one token, `<hour>h<minutes>` on the 24-hour clock.
 */
import type { CheckLanguage } from "./types";

/**
 * A time token: `a` when the morning was said, `w` when the hour was said on the 12-hour clock
 * without saying which half of the day (« cinq heures », "5 o'clock"): only then may 5 stand for 17.
 * French digits with « h » are the written 24-hour clock: « 8 h » is never 20 h.
 */
const time = (hour: number, minutes: number, flag: "" | "a" | "w" = "") =>
  `${hour}h${String(minutes).padStart(2, "0")}${flag}`;

/**
 * Times written with digits, on the raw lower-cased text (before punctuation goes): 17:00, 17 h,
 * 17h00, 5 p.m., 5:30 am, 5 o'clock. Each becomes one token.
 */
export function digitTimes(text: string, language: CheckLanguage): string {
  let value = text.replace(
    /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\b\.?/g,
    (_, hour: string, minutes: string | undefined, meridiem: string) => {
      const h = Number(hour) % 12;
      return ` ${time(meridiem === "p" ? h + 12 : h, Number(minutes ?? 0), meridiem === "a" ? "a" : "")} `;
    },
  );
  value = value.replace(/\b(\d{1,2})\s*o'?clock\b/g, (_, hour: string) => ` ${time(Number(hour), 0, "w")} `);
  // English "5:30" without a.m. or p.m. is on the 12-hour clock; French « 5 h 30 » is on the 24-hour one.
  const clock = language === "en" ? "w" : "";
  value = value.replace(/\b(\d{1,2})\s*[:h]\s*(\d{2})\b/g, (match, hour: string, minutes: string) =>
    Number(hour) < 24 && Number(minutes) < 60
      ? ` ${time(Number(hour), Number(minutes), Number(hour) <= 12 ? clock : "")} `
      : match,
  );
  if (language === "fr")
    value = value.replace(/\b(\d{1,2})\s*h\b/g, (match, hour: string) =>
      Number(hour) < 24 ? ` ${time(Number(hour), 0)} ` : match,
    );
  return value;
}

const TIME_TOKEN = /^(\d{1,2})h(\d\d)([aw]?)e?$/;
const AFTERNOON: Record<CheckLanguage, string[][]> = {
  fr: [
    ["de", "l'", "après", "midi"],
    ["de", "l'", "apres", "midi"],
    ["du", "soir"],
    ["de", "l'", "aprèm"],
  ],
  en: [
    ["in", "the", "afternoon"],
    ["in", "the", "evening"],
    ["at", "night"],
  ],
};
const MORNING: Record<CheckLanguage, string[][]> = { fr: [["du", "matin"]], en: [["in", "the", "morning"]] };
const startsWith = (tokens: readonly string[], at: number, words: readonly string[]) =>
  words.every((word, offset) => tokens[at + offset] === word);

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
      else if (after[0] !== undefined && /^\d{1,2}$/.test(after[0]) && Number(after[0]) < 60)
        [minutes, skip] = [Number(after[0]), 2];
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
    if (
      (language === "fr" && !afterApres && (token === "midi" || token === "minuit")) ||
      (language === "en" && (token === "noon" || token === "midnight"))
    ) {
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
const hourOf = (token: string | undefined) =>
  token !== undefined && /^\d{1,2}$/.test(token) && Number(token) >= 1 && Number(token) <= 12 ? Number(token) : null;

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
    if (meridiem)
      return {
        time: time((hour % 12) + (meridiem.pm ? 12 : 0), minutes ?? 0, meridiem.pm ? "" : "a"),
        end: index + afterMinutes + meridiem.length,
      };
    if (at(1) === "o'clock" || (at(1) === "o'" && at(2) === "clock"))
      return { time: time(hour, 0, "w"), end: index + (at(1) === "o'clock" ? 2 : 3) };
    const afterPreposition = TIME_PREPOSITIONS.has(tokens[index - 1] ?? "");
    // A time only after a preposition of time, so "ten thirty-dollar bills" stays numbers.
    if (afterPreposition && minutes !== null && Number(at(1)) >= 10)
      return { time: time(hour, minutes, "w"), end: index + 2 };
    // "at 9 in the morning", "at 9 at night": the part of the day follows (partOfDay).
    if (afterPreposition && ((at(1) === "in" && at(2) === "the") || (at(1) === "at" && at(2) === "night")))
      return { time: time(hour, 0, "w"), end: index + 1 };
  }
  const start = at(0) === "a" ? 1 : 0;
  const part = at(start);
  const quarterMinutes = part === "half" ? 30 : part === "quarter" ? 15 : null;
  if (quarterMinutes === null) return null;
  const target = hourOf(at(start + 2));
  if (target === null) return null;
  if (at(start + 1) === "past") return { time: time(target, quarterMinutes), end: index + start + 3 };
  if (at(start + 1) === "to" && quarterMinutes === 15)
    return { time: time(target - 1 || 12, 45), end: index + start + 3 };
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
      const said =
        a === "et" && (b === "demie" || b === "demi")
          ? { value: time(hour, 30), skip: 2 }
          : a === "et" && b === "quart"
            ? { value: time(hour, 15), skip: 2 }
            : a === "moins" && b === "le" && c === "quart"
              ? { value: time((hour + 23) % 24, 45), skip: 3 }
              : null;
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
