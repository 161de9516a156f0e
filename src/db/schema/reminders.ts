import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

/**
 * A device on which a learner asked to be reminded by notification too (web push, behind
 * WEB_PUSH): the push service's address for that browser and the keys that encrypt for it. One
 * row per person and device; the address is dropped once its push service says it is gone.
 */
export const pushSubscription = pgTable(
  "push_subscription",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("push_subscription_user_endpoint_idx").on(table.userId, table.endpoint),
    index("push_subscription_endpoint_idx").on(table.endpoint),
  ],
);
