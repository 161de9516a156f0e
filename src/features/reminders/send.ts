import { and, count, eq, gte, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerProfile, lessonAttempt, reminderSent, user } from "@/db/schema";
import { env } from "@/env";
import { dailyPractice } from "@/features/rewards";
import { isLocale, type Locale } from "@/i18n/config";
import { startOfLocalDay } from "@/lib/days";
import type { RenderedEmail } from "@/lib/email/types";
import { logger } from "@/lib/logger";
import { deliverStoredMail, storeMail, type MailTransport, type StoredMail } from "@/lib/mailer";
import { dueReminders, weekBefore, type DueReminder, type ReminderChoice } from "./due";
import {
  dailyReminderEmail,
  dailyReminderNotification,
  weeklySummaryEmail,
  type DailyReminderProps,
} from "./emails/reminder-emails";
import { pushToDevices, webPushSettings } from "./push";
import { unsubscribeToken } from "./unsubscribe-token";

type Learner = ReminderChoice & {
  userId: string;
  email: string;
  name: string;
  locale: Locale;
  language: "fr" | "en";
};

/** The links of every reminder: the page with the unsubscribe button, and the one-click address mail clients POST to (RFC 8058). */
export function unsubscribeUrls(userId: string, appUrl: string = env().APP_URL) {
  const token = encodeURIComponent(unsubscribeToken(userId));
  return {
    page: new URL(`/auth/unsubscribe?token=${token}`, appUrl).toString(),
    oneClick: new URL(`/api/reminders/unsubscribe?token=${token}`, appUrl).toString(),
  };
}

async function optedInLearners(db: Database): Promise<Learner[]> {
  const rows = await db
    .select({
      userId: learnerProfile.userId,
      email: user.email,
      name: user.name,
      locale: user.locale,
      language: learnerProfile.targetLanguage,
      timeZone: learnerProfile.timeZone,
      reminderTime: learnerProfile.reminderTime,
      weeklySummary: learnerProfile.weeklySummary,
    })
    .from(learnerProfile)
    .innerJoin(user, eq(user.id, learnerProfile.userId))
    .where(or(isNotNull(learnerProfile.reminderTime), eq(learnerProfile.weeklySummary, true)));
  return rows.map((row) => ({ ...row, locale: isLocale(row.locale) ? row.locale : "fr" }));
}

async function alreadySent(db: Database, userId: string, reminder: DueReminder): Promise<boolean> {
  const rows = await db
    .select({ userId: reminderSent.userId })
    .from(reminderSent)
    .where(
      and(
        eq(reminderSent.userId, userId),
        eq(reminderSent.kind, reminder.kind),
        eq(reminderSent.period, reminder.period),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What today's reminder says, or null when the day's goal is already met. */
async function dailyContent(db: Database, learner: Learner, now: Date, links: { page: string }) {
  const practice = await dailyPractice(db, learner, learner.locale, now);
  if (!practice || practice.today.minutes >= practice.today.goalMinutes) return null;
  return {
    name: learner.name,
    language: learner.language,
    dashboardUrl: new URL("/dashboard", env().APP_URL).toString(),
    unsubscribeUrl: links.page,
    minutesDone: practice.today.minutes,
    goalMinutes: practice.today.goalMinutes,
    streak: practice.streak.current,
  };
}

/** The daily reminder on the learner's devices too, when web push is on. */
async function notifyDevices(db: Database, learner: Learner, content: DailyReminderProps) {
  const settings = webPushSettings();
  if (!settings) return;
  await pushToDevices(db, learner.userId, await dailyReminderNotification(learner.locale, content), settings);
}

/** Monday's summary of the seven days before it, on the learner's calendar. */
async function weeklyMessage(db: Database, learner: Learner, monday: string, links: { page: string }) {
  const { from } = weekBefore(monday);
  const weekStart = startOfLocalDay(from, learner.timeZone);
  const weekEnd = startOfLocalDay(monday, learner.timeZone);
  const [practice, [lessons]] = await Promise.all([
    // As the dashboard showed it on Sunday evening: its week is the one summed up.
    dailyPractice(db, learner, learner.locale, new Date(weekEnd.getTime() - 1)),
    db
      .select({ count: count() })
      .from(lessonAttempt)
      .where(
        and(
          eq(lessonAttempt.userId, learner.userId),
          eq(lessonAttempt.kind, "lesson"),
          gte(lessonAttempt.finishedAt, weekStart),
          lt(lessonAttempt.finishedAt, weekEnd),
        ),
      ),
  ]);
  if (!practice) return null;
  return weeklySummaryEmail(learner.locale, {
    name: learner.name,
    language: learner.language,
    dashboardUrl: new URL("/dashboard", env().APP_URL).toString(),
    unsubscribeUrl: links.page,
    minutes: practice.week.reduce((sum, day) => sum + day.minutes, 0),
    daysPracticed: practice.week.filter((day) => day.practiced).length,
    lessons: lessons?.count ?? 0,
    streak: practice.streak.current,
    level: practice.standing.levelReached,
  });
}

/**
 * Records the reminder as sent and stores its e-mail, in one transaction: the row's primary key
 * lets one run, in one process, have it; every other run finds it taken and stores nothing.
 */
async function claimAndStore(
  db: Database,
  learner: Learner,
  reminder: DueReminder,
  rendered: RenderedEmail,
  oneClickUrl: string,
  transport: MailTransport | undefined,
  now: Date,
): Promise<StoredMail | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reminderSent)
      .values({ userId: learner.userId, kind: reminder.kind, period: reminder.period, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: reminderSent.userId });
    if (claimed.length === 0) return null;
    return storeMail(
      tx,
      {
        to: learner.email,
        kind: reminder.kind === "daily" ? "daily-reminder" : "weekly-summary",
        ...rendered,
        headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        // A reminder is about its day: not worth sending once the day is over.
        retryForMinutes: 12 * 60,
      },
      transport,
      now,
    );
  });
}

/**
 * Sends the reminders due now: the daily one to learners whose local reminder time has come and
 * whose day's goal is not met, Monday's summary to those who asked for it. Safe to run often and
 * in several processes at once: each reminder is sent once.
 */
export async function sendDueReminders(
  db: Database,
  { now = new Date(), transport }: { now?: Date; transport?: MailTransport } = {},
): Promise<{ sent: number }> {
  let sent = 0;
  for (const learner of await optedInLearners(db)) {
    for (const reminder of dueReminders(learner, now)) {
      try {
        if (await alreadySent(db, learner.userId, reminder)) continue;
        const links = unsubscribeUrls(learner.userId);
        const daily = reminder.kind === "daily" ? await dailyContent(db, learner, now, links) : null;
        const rendered = daily
          ? await dailyReminderEmail(learner.locale, daily)
          : reminder.kind === "weekly"
            ? await weeklyMessage(db, learner, reminder.period, links)
            : null;
        if (!rendered) continue;
        const stored = await claimAndStore(db, learner, reminder, rendered, links.oneClick, transport, now);
        if (!stored) continue;
        sent += 1;
        await deliverStoredMail(db, stored, transport, now);
        if (daily) await notifyDevices(db, learner, daily);
      } catch (error) {
        // One learner's failure (a profile the queries cannot read) must not keep the others' reminders back.
        logger.error(
          { userId: learner.userId, kind: reminder.kind, err: error instanceof Error ? error.message : String(error) },
          "reminder not sent",
        );
      }
    }
  }
  return { sent };
}
