import { addDays, isoWeekday, localClock, type LocalDay } from "@/lib/days";

export type ReminderKind = "daily" | "weekly";

/** What a learner asked for: the daily reminder's local time ("HH:MM", or null) and the Monday summary. */
export type ReminderChoice = { timeZone: string; reminderTime: string | null; weeklySummary: boolean };

/** A reminder to send now: its kind and the period it is for (a local day; for the summary, its week's Monday). */
export type DueReminder = { kind: ReminderKind; period: LocalDay };

/** The summary's time for a learner who wants it without a daily reminder. */
export const WEEKLY_SUMMARY_DEFAULT_TIME = "09:00";
/**
 * How long after its time a reminder is still worth sending: it catches up runs missed while the
 * app was down, but someone who turns reminders on in the evening gets no reminder for a time long gone.
 */
export const CATCH_UP_MINUTES = 3 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function isTimeNow(time: string, clock: { hour: number; minute: number }): boolean {
  const late = clock.hour * 60 + clock.minute - minutesOf(time);
  return late >= 0 && late < CATCH_UP_MINUTES;
}

/** The reminders due at `now` on the learner's own clock; whether each was already sent is the caller's to check. */
export function dueReminders(choice: ReminderChoice, now: Date): DueReminder[] {
  const clock = localClock(now, choice.timeZone);
  const due: DueReminder[] = [];
  if (choice.reminderTime && isTimeNow(choice.reminderTime, clock)) due.push({ kind: "daily", period: clock.day });
  const summaryTime = choice.reminderTime ?? WEEKLY_SUMMARY_DEFAULT_TIME;
  if (choice.weeklySummary && isoWeekday(clock.day) === 1 && isTimeNow(summaryTime, clock))
    due.push({ kind: "weekly", period: clock.day });
  return due;
}

/** The seven days a summary sent on `monday` covers, Monday to Sunday. */
export const weekBefore = (monday: LocalDay): { from: LocalDay; to: LocalDay } => ({
  from: addDays(monday, -7),
  to: addDays(monday, -1),
});
