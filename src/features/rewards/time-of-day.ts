import { localClock } from "@/lib/days";

/*
 * The early-bird and night-owl badges, read on the learner's own clock. "Before 8:00" alone would
 * make a lesson at 1:00 an early one, so the night ends at 4:00: from 4:00 to 7:59 is early
 * morning, from 21:00 to 3:59 is night.
 */

const NIGHT_STARTS = 21;
const MORNING_STARTS = 4;
const MORNING_ENDS = 8;

/** A local hour (0–23) from 4 to 7. */
export function isEarlyBirdHour(hour: number): boolean {
  return hour >= MORNING_STARTS && hour < MORNING_ENDS;
}

/** A local hour (0–23) from 21 to 3. */
export function isNightOwlHour(hour: number): boolean {
  return hour >= NIGHT_STARTS || hour < MORNING_STARTS;
}

/** A lesson finished from 4:00 to 7:59, local time. */
export function isEarlyBirdTime(finishedAt: Date, timeZone: string): boolean {
  return isEarlyBirdHour(localClock(finishedAt, timeZone).hour);
}

/** A lesson finished from 21:00 to 3:59, local time. */
export function isNightOwlTime(finishedAt: Date, timeZone: string): boolean {
  return isNightOwlHour(localClock(finishedAt, timeZone).hour);
}
