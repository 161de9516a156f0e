import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("email_outbox_created_at_idx").on(table.createdAt)],
);
