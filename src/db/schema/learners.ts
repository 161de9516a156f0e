import { boolean, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { CEFR_LEVELS } from "../../lib/levels";
import { user } from "./accounts";

/**
 * What onboarding asks a learner, used by lessons, the tutor and the pronunciation coach.
 * A row exists once onboarding is done; until then the app leads back to /onboarding.
 */
export const learnerProfile = pgTable("learner_profile", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** ISO 639-1 code of the learner's first language (fr, en, es, ar, zh…). */
  nativeLanguage: text("native_language").notNull(),
  /** The language being learned. */
  targetLanguage: text("target_language", { enum: ["fr", "en"] }).notNull(),
  /** Regional variant taught and accepted: Quebec French by default, Canadian English. */
  variant: text("variant", { enum: ["fr-CA", "fr-FR", "en-CA", "en-US"] }).notNull(),
  industry: text("industry").notNull(),
  jobTitle: text("job_title").notNull(),
  /** Situations the learner needs the language for at work (meetings, calls, e-mails…). */
  goals: jsonb("goals").$type<string[]>().notNull().default([]),
  dailyMinutes: integer("daily_minutes").notNull(),
  /** IANA time zone (America/Toronto): days, streaks and reminders follow it. */
  timeZone: text("time_zone").notNull(),
  /** Desired retention of spaced review, 0.80–0.95 (profile settings): higher means more reviews. */
  reviewRetention: real("review_retention").notNull().default(0.9),
  /** The most review cards a day brings (a backlog after an absence is spread over the next days). */
  reviewDailyLimit: integer("review_daily_limit").notNull().default(50),
  /** The CEFR level the learner aims for (A1–C2), or null when they set none. */
  levelTarget: text("level_target", { enum: CEFR_LEVELS }),
  /** How Madame addresses the learner in French: null lets each activity decide. */
  formOfAddress: text("form_of_address", { enum: ["tu", "vous"] }),
  /** Local "HH:MM" of the daily reminder e-mail; null: no reminder (they are opt-in). */
  reminderTime: text("reminder_time"),
  /** Whether a summary of last week comes on Monday at the reminder time (or 09:00 without one). */
  weeklySummary: boolean("weekly_summary").notNull().default(false),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
