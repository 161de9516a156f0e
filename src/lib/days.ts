/*
 * Calendar days as the learner lives them. A streak day ends at the learner's own midnight, so
 * every instant is turned into a local day ("YYYY-MM-DD") in their IANA time zone with the
 * runtime's time-zone data (Intl), never with a fixed offset: offsets change twice a year, and a
 * few zones change them at midnight itself. Day arithmetic is then done on the strings, which
 * have no time zone and no daylight-saving time: every local day is one step, whatever its
 * length in hours.
 */

/** "YYYY-MM-DD", a date on the learner's calendar, with no time zone attached. */
export type LocalDay = string;

/**
 * The zone used when a stored one is missing or unknown to the runtime (e.g. a zone saved by an
 * older browser under a name since removed): the product's home, where most learners work.
 * Falling back keeps the streak counting instead of failing the page; the profile form is where
 * a zone is validated (`isValidTimeZone`).
 */
export const DEFAULT_TIME_ZONE = "America/Toronto";

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

/** Formatters are costly to build and are reused for every instant of a learner's history. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function buildFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
}

/** Whether the runtime knows this IANA zone (an empty value would silently mean the server's own zone). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.trim() === "") return false;
  if (formatters.has(timeZone)) return true;
  try {
    buildFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when valid, otherwise `DEFAULT_TIME_ZONE`. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const zone = resolveTimeZone(timeZone);
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = buildFormatter(zone);
    formatters.set(zone, formatter);
  }
  return formatter;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What a clock on the wall in that zone shows at that instant (to the second). */
function wallClock(instant: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return { year: fields.year!, month: fields.month!, day: fields.day!, hour: fields.hour!, minute: fields.minute!, second: fields.second! };
}

function dayOf(clock: WallClock): LocalDay {
  return `${String(clock.year).padStart(4, "0")}-${String(clock.month).padStart(2, "0")}-${String(clock.day).padStart(2, "0")}`;
}

/** The learner's calendar day at that instant. */
export function localDay(instant: Date, timeZone: string): LocalDay {
  return dayOf(wallClock(instant.getTime(), timeZone));
}

/** The learner's day and time of day at that instant (for badges such as an early lesson). */
export function localClock(instant: Date, timeZone: string): { day: LocalDay; hour: number; minute: number } {
  const clock = wallClock(instant.getTime(), timeZone);
  return { day: dayOf(clock), hour: clock.hour, minute: clock.minute };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a count of days since 1970-01-01; throws on anything that is not a real date. */
function dayNumber(day: LocalDay): number {
  const match = DAY_PATTERN.exec(day);
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const utc = Date.UTC(year, month - 1, date);
    // Date.UTC rolls 2026-02-30 over to March: the round trip catches it.
    if (new Date(utc).toISOString().slice(0, 10) === day) return utc / MS_PER_DAY;
  }
  throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
}

function dayFromNumber(days: number): LocalDay {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whether the value is a real calendar day written as "YYYY-MM-DD". */
export function isLocalDay(value: unknown): value is LocalDay {
  if (typeof value !== "string") return false;
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: LocalDay, count: number): LocalDay {
  if (!Number.isInteger(count)) throw new RangeError(`A whole number of days is needed, not ${count}`);
  return dayFromNumber(dayNumber(day) + count);
}

/** How many days from `from` to `to`: 1 from a day to the next, negative when `to` comes first. */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday: 1 for Monday … 7 for Sunday. */
export function isoWeekday(day: LocalDay): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
}

/**
 * The first instant of that day in that zone: its midnight, or, when the clocks jump over
 * midnight (America/Santiago and America/Havana start summer time at 00:00), the moment the day
 * begins after the jump. When midnight happens twice (America/Havana ends summer time at 01:00,
 * St. John's did at 00:01 until 2011), the first one. A day the zone skipped entirely (Samoa on
 * 2011-12-30) starts when the next day does.
 */
export function startOfLocalDay(day: LocalDay, timeZone: string): Date {
  const utcMidnight = dayNumber(day) * MS_PER_DAY;
  // Local midnight is utcMidnight − offset for the offset in force then. Offsets run from −12 h
  // to +14 h, so every offset that can apply is seen by sampling every 3 hours around that day.
  const offsets = new Set<number>();
  for (let hours = -18; hours <= 18; hours += 3) offsets.add(offsetAt(utcMidnight + hours * MS_PER_HOUR, timeZone));
  const midnights = [...offsets].map((offset) => utcMidnight - offset).filter((instant) => isMidnightOf(instant, day, timeZone));
  if (midnights.length > 0) return new Date(Math.min(...midnights));
  return new Date(firstInstantFrom(day, utcMidnight, timeZone));
}

/** The zone's offset from UTC at that instant, in milliseconds (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

function isMidnightOf(instant: number, day: LocalDay, timeZone: string): boolean {
  const clock = wallClock(instant, timeZone);
  return dayOf(clock) === day && clock.hour === 0 && clock.minute === 0 && clock.second === 0;
}

/**
 * Midnight does not exist that day: the day begins at the clock change, found by halving the
 * interval between an instant surely on the day before (15 h before UTC midnight: no zone is
 * more than 14 h ahead) and one surely on that day or later (13 h after: none is 12 h behind).
 * Changes happen on whole seconds.
 */
function firstInstantFrom(day: LocalDay, utcMidnight: number, timeZone: string): number {
  let before = (utcMidnight - 15 * MS_PER_HOUR) / 1000;
  let onOrAfter = (utcMidnight + 13 * MS_PER_HOUR) / 1000;
  while (onOrAfter - before > 1) {
    const middle = Math.floor((before + onOrAfter) / 2);
    if (dayOf(wallClock(middle * 1000, timeZone)) >= day) onOrAfter = middle;
    else before = middle;
  }
  return onOrAfter * 1000;
}

/**
 * A calendar day written out in full ("2 mars 2027", "March 2, 2027"). French writes the first of
 * the month as an ordinal, "1er juin", which Intl does not.
 */
export function longDay(day: LocalDay, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  return locale.startsWith("fr") ? text.replace(/^1 /, "1er ") : text;
}
