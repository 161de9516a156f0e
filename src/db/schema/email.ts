import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/**
 * Each work e-mail a learner wrote for an e-mail task, with the feedback it got: the model's
 * correction (`source` "model", or "cache" when the same text had been corrected before) or none
 * (the learner checked it against the model answer themselves, `source` "self", and the items they
 * ticked are kept in `self_check`). The latest one is shown again when the learner comes back to the task.
 */
export const emailSubmission = pgTable(
  "email_submission",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    exerciseId: text("exercise_id").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The normalised subject and body: the same e-mail is corrected once. */
    textKey: text("text_key").notNull(),
    /** The interface language the feedback is written in. */
    locale: text("locale").notNull(),
    source: text("source", { enum: ["model", "cache", "self"] }).notNull(),
    /** The model's feedback (email/feedback-schema.ts), null for a self-check. */
    feedback: jsonb("feedback"),
    /** A self-check's ticked checklist items, by position; null until the learner ticks one. */
    selfCheck: jsonb("self_check").$type<number[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_submission_user_exercise_idx").on(table.userId, table.exerciseId, table.createdAt),
    index("email_submission_text_idx").on(table.exerciseId, table.textKey, table.locale),
    index("email_submission_user_created_idx").on(table.userId, table.createdAt),
  ],
);
