import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Counters of rate-limiter-flexible (RateLimiterDrizzle): shared by every app process, kept across restarts. */
export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
