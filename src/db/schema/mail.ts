import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every e-mail the app sends, written before the SMTP attempt: without SMTP (development, the
 * demo) it is the only place a sign-in link can be read; with SMTP a failed row waits for a retry.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** What the message is for, e.g. "sign-in-link": logged instead of the address or body. */
    kind: text("kind").notNull(),
    /** Extra headers the message is sent with (List-Unsubscribe on reminders); null for most. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a failed message may be tried again (the delay grows with each attempt). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** After this, a failed message is no longer retried (a sign-in link is useless once expired). */
    retryUntil: timestamp("retry_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_outbox_created_at_idx").on(table.createdAt),
    index("email_outbox_retry_idx").on(table.status, table.nextAttemptAt),
  ],
);
