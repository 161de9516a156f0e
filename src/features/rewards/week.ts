import { addDays, isoWeekday, localDay, startOfLocalDay, type LocalDay } from "@/lib/days";

/*
 * The week of the organization's ranking: from Monday 00:00 to the next Monday 00:00 on the
 * organization's clock, so the whole team starts over together, wherever each learner is. A
 * week holding a clock change lasts 167 or 169 hours; everything else about it is the same.
 */

export type WeekWindow = {
  /** Its Monday, as a local day: a stable key for the week ("2026-10-26"). */
  monday: LocalDay;
  /** Monday 00:00 local, included. */
  start: Date;
  /** The next Monday 00:00 local, excluded. */
  end: Date;
};

/** The ranking week holding `now` in `timeZone` (an unknown zone falls back as in days.ts). */
export function weekWindow(now: Date, timeZone: string): WeekWindow {
  const today = localDay(now, timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  return { monday, start: startOfLocalDay(monday, timeZone), end: startOfLocalDay(addDays(monday, 7), timeZone) };
}
