import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Messages sent through /contact, kept whatever happens to the e-mails they trigger (the note to
 * the team and the acknowledgement go through the outbox, which retries them).
 */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    headCount: text("head_count"),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    /** The sender's language: their acknowledgement is written in it. */
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_message_created_at_idx").on(table.createdAt)],
);
