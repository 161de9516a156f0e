/*
 * The learner's wall clock, with Intl alone. A "floating" time is the local date and time in a
 * zone written as if it were UTC (milliseconds): calendar arithmetic on it (+1 day, "which day")
 * is plain UTC arithmetic, and `fromFloating` turns it back into an instant, daylight saving
 * time included.
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a zone the engine does not know (Intl's own check). */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
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
    formatters.set(timeZone, format);
  }
  return format;
}

function assertInstant(instant: number): void {
  if (!Number.isFinite(instant)) throw new RangeError("Invalid date");
}

/** The local wall-clock time of an instant, as floating milliseconds. */
export function toFloating(instant: number, timeZone: string): number {
  assertInstant(instant);
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  const wall = Date.UTC(parts.year ?? NaN, (parts.month ?? NaN) - 1, parts.day ?? NaN, parts.hour ?? NaN, parts.minute ?? NaN, parts.second ?? NaN, milliseconds);
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
  const offsetBefore = toFloating(floating - DAY_MS, timeZone) - (floating - DAY_MS);
  const offsetAfter = toFloating(floating + DAY_MS, timeZone) - (floating + DAY_MS);
  const candidates = [floating - offsetBefore, floating - offsetAfter].filter((instant) => toFloating(instant, timeZone) === floating);
  if (candidates.length > 0) return Math.min(...candidates);
  return floating - offsetBefore;
}

/** The local calendar date of an instant, "YYYY-MM-DD" (sorts as dates do). */
export function localDate(instant: number, timeZone: string): string {
  return new Date(toFloating(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant the learner's current day ends (their next midnight), daylight saving time included. */
export function endOfLocalDay(instant: number, timeZone: string): Date {
  const floating = toFloating(instant, timeZone);
  return new Date(fromFloating(Math.floor(floating / DAY_MS) * DAY_MS + DAY_MS, timeZone));
}
