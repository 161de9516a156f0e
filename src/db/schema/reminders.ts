import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/**
 * One row per reminder e-mail decided: its primary key is what keeps a learner from getting the
 * same reminder twice, whatever the number of runs or app processes. `period` is the learner's
 * local day ("2026-11-27") for the daily reminder, the ISO week ("2026-W48") for the summary.
 */
export const reminderSent = pgTable(
  "reminder_sent",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["daily", "weekly"] }).notNull(),
    period: text("period").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.period] }),
    index("reminder_sent_sent_at_idx").on(table.sentAt),
  ],
);
