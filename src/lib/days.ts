/*
 * Time zones, wall clocks and calendar days as the learner lives them, with the runtime's
 * time-zone data (Intl), never with a fixed offset: offsets change twice a year, and a few zones
 * change them at midnight itself.
 *
 * A "floating" time is the local date and time in a zone written as if it were UTC (milliseconds):
 * calendar arithmetic on it (+1 day, "which day") is plain UTC arithmetic, and `fromFloating` turns
 * it back into an instant, daylight saving time included. A local day ("YYYY-MM-DD") has no time
 * zone and no daylight-saving time: every local day is one step, whatever its length in hours.
 */

/** "YYYY-MM-DD", a date on the learner's calendar, with no time zone attached. */
export type LocalDay = string;

/**
 * The product's home, where most learners work (Montreal's zone): where a new learner's or
 * organization's zone starts before the browser's guess, the zone e-mails are written in, and the
 * zone used when a stored one is missing or unknown to the runtime (e.g. a zone saved by an older
 * browser under a name since removed). Falling back keeps the streak counting instead of failing
 * the page; the forms are where a zone is validated (`canonicalTimeZone`).
 */
export const DEFAULT_TIME_ZONE = "America/Toronto";

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

// --- zone names ----------------------------------------------------------------------------------

/** Formatters are costly to build and are reused for every instant of a learner's history. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a zone the engine does not know (Intl's own check). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA zone (an empty value would silently mean the server's own zone). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.trim() === "") return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when valid, otherwise `DEFAULT_TIME_ZONE`. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** Every zone the engine knows, under its canonical name. */
export function knownTimeZones(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

// A region-style name (America/Toronto, UTC, Etc/GMT+5); excludes bare offsets like "+05:00",
// which some engines accept as a time zone but which ignore daylight saving time.
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The IANA time zone as we store it, or null when the engine does not know the name. A name of
 * the engine's own list is kept as sent; an alias or a different casing is replaced by the
 * engine's canonical name (america/montreal → America/Toronto).
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !TIME_ZONE_NAME.test(value)) return null;
  if (knownTimeZones().includes(value)) return value;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone this device's clock follows, under its canonical name; null when the engine cannot tell. */
export function deviceTimeZone(): string | null {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
}

/** The zone's offset at that instant, as the interface language writes it (UTC−4, GMT-4…). */
export function utcOffset(zone: string, locale: string, now: Date): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(now);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

// --- the wall clock ------------------------------------------------------------------------------

function assertInstant(instant: number): void {
  if (!Number.isFinite(instant)) throw new RangeError("Invalid date");
}

/** The local wall-clock time of an instant, as floating milliseconds; throws for a zone the engine does not know. */
export function toFloating(instant: number, timeZone: string): number {
  assertInstant(instant);
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  const wall = Date.UTC(
    parts.year ?? NaN,
    (parts.month ?? NaN) - 1,
    parts.day ?? NaN,
    parts.hour ?? NaN,
    parts.minute ?? NaN,
    parts.second ?? NaN,
    milliseconds,
  );
  assertInstant(wall);
  return wall;
}

/**
 * The instant at which the zone's clocks show a floating time. A time that happens twice (clocks
 * set back) is the first one; a time that never happens (clocks set forward) is moved forward by
 * the gap, as a person would (02:30 on the spring night → 03:30), like Temporal's "compatible".
 */
export function fromFloating(floating: number, timeZone: string): number {
  assertInstant(floating);
  // The zone's offset a day either side: no zone changes its offset twice within two days.
  const offsetBefore = toFloating(floating - MS_PER_DAY, timeZone) - (floating - MS_PER_DAY);
  const offsetAfter = toFloating(floating + MS_PER_DAY, timeZone) - (floating + MS_PER_DAY);
  const candidates = [floating - offsetBefore, floating - offsetAfter].filter(
    (instant) => toFloating(instant, timeZone) === floating,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return floating - offsetBefore;
}

/** The instant the learner's current day ends (their next midnight), daylight saving time included. */
export function endOfLocalDay(instant: number, timeZone: string): Date {
  const floating = toFloating(instant, timeZone);
  return new Date(fromFloating(Math.floor(floating / MS_PER_DAY) * MS_PER_DAY + MS_PER_DAY, timeZone));
}

/** The day of a floating time. */
function dayOfFloating(floating: number): LocalDay {
  return new Date(floating).toISOString().slice(0, 10);
}

// --- local days ----------------------------------------------------------------------------------

/** The learner's calendar day at that instant (in `DEFAULT_TIME_ZONE` when the zone is unknown). */
export function localDay(instant: Date, timeZone: string): LocalDay {
  return dayOfFloating(toFloating(instant.getTime(), resolveTimeZone(timeZone)));
}

/** The learner's day and time of day at that instant (for badges such as an early lesson). */
export function localClock(instant: Date, timeZone: string): { day: LocalDay; hour: number; minute: number } {
  const wall = new Date(toFloating(instant.getTime(), resolveTimeZone(timeZone)));
  return { day: dayOfFloating(wall.getTime()), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a count of days since 1970-01-01; throws on anything that is not a real date. */
export function dayNumber(day: LocalDay): number {
  const match = DAY_PATTERN.exec(day);
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const utc = Date.UTC(year, month - 1, date);
    // Date.UTC rolls 2026-02-30 over to March: the round trip catches it.
    if (new Date(utc).toISOString().slice(0, 10) === day) return utc / MS_PER_DAY;
  }
  throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
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
  return dayOfFloating((dayNumber(day) + count) * MS_PER_DAY);
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
  const zone = resolveTimeZone(timeZone);
  const utcMidnight = dayNumber(day) * MS_PER_DAY;
  // Local midnight is utcMidnight − offset for the offset in force then. Offsets run from −12 h
  // to +14 h, so every offset that can apply is seen by sampling every 3 hours around that day.
  const offsets = new Set<number>();
  for (let hours = -18; hours <= 18; hours += 3) {
    const sample = utcMidnight + hours * MS_PER_HOUR;
    offsets.add(toFloating(sample, zone) - sample);
  }
  const midnights = [...offsets]
    .map((offset) => utcMidnight - offset)
    .filter((instant) => toFloating(instant, zone) === utcMidnight);
  if (midnights.length > 0) return new Date(Math.min(...midnights));
  return new Date(firstInstantFrom(day, utcMidnight, zone));
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
    if (dayOfFloating(toFloating(middle * 1000, timeZone)) >= day) onOrAfter = middle;
    else before = middle;
  }
  return onOrAfter * 1000;
}

/**
 * A calendar day written out in full ("2 mars 2027", "March 2, 2027"). French writes the first of
 * the month as an ordinal, "1er juin", which Intl does not.
 */
export function longDay(day: LocalDay, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return locale.startsWith("fr") ? text.replace(/^1 /, "1er ") : text;
}
