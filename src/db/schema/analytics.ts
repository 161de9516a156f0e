import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/**
 * Product-analytics events, received only from visitors who consented (see features/analytics).
 * The browser SDK gives each event an insert id; it is the key, so a batch sent twice (a retry
 * after a lost answer) is stored once. The person is the session's, never what the browser says.
 */
export const analyticsEvent = pgTable(
  "analytics_event",
  {
    insertId: text("insert_id").primaryKey(),
    eventType: text("event_type").notNull(),
    /** The signed-in person who sent it, from their session; null for a visitor. Erased with the account. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    sessionId: bigint("session_id", { mode: "number" }),
    eventTime: timestamp("event_time", { withTimezone: true }).notNull(),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    /** Identify operations ($set: email, display name, language) as the SDK sent them. */
    userProperties: jsonb("user_properties").$type<Record<string, unknown>>(),
    /** Page and device context: language, platform, OS, browser. */
    context: jsonb("context").$type<Record<string, string>>().notNull().default({}),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the copy went to the vendor (Amplitude), if one is configured. */
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
  },
  (table) => [
    index("analytics_event_received_at_idx").on(table.receivedAt),
    index("analytics_event_user_idx").on(table.userId),
    index("analytics_event_unforwarded_idx")
      .on(table.receivedAt)
      .where(sql`forwarded_at is null`),
  ],
);
