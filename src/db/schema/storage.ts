import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Objects whose rows are gone but whose bytes may still be in the object store: written in the
 * same transaction that deletes the rows, removed once the store confirms the delete, so a store
 * that was down leaves a retry behind instead of an orphan nobody knows about.
 */
export const objectDeletion = pgTable(
  "object_deletion",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("object_deletion_next_attempt_idx").on(table.nextAttemptAt)],
);
