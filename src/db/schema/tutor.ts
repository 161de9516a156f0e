import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/*
 * Conversations with Madame, the tutor. Visible to their owner only: every query takes the
 * learner; an employer sees at most minutes and session counts, never a message.
 */

/** One conversation: an activity (or free talk), guided (authored dialogue) or with a model. */
export const tutorSession = pgTable(
  "tutor_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    /** The activity's content id; null for free talk. */
    activityId: text("activity_id"),
    mode: text("mode", { enum: ["guided", "model"] }).notNull(),
    /** Guided mode: the line Madame last said and the replies missed on it. */
    guided: jsonb("guided").$type<{ lineId: string; misses: number }>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** With a model: who Madame talks to, as the learner's profile said when the session started. */
    context: jsonb("context").$type<Record<string, unknown>>(),
    /** Madame's debrief, once the session is over. */
    debrief: jsonb("debrief").$type<Record<string, unknown>>(),
  },
  (table) => [
    index("tutor_session_user_idx").on(table.userId, table.startedAt),
    // An organization's practice in a window (team figures): read from the index alone, not the whole table.
    index("tutor_session_started_idx").on(table.startedAt, table.userId, table.lastActivityAt),
  ],
);

/** Every line of a conversation, in order; the learner's is stored before Madame answers it. */
export const tutorMessage = pgTable(
  "tutor_message",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => tutorSession.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    role: text("role", { enum: ["learner", "madame"] }).notNull(),
    text: text("text").notNull(),
    /** Guided: the line said and the help given; with a model: the correction card. */
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The second index counts a learner's turns of the day (the daily budget).
  (table) => [
    uniqueIndex("tutor_message_session_position_idx").on(table.sessionId, table.position),
    index("tutor_message_user_created_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * What Madame remembers of a learner in a course between sessions (interests, recurring
 * mistakes, goals), rewritten at the end of each session with a model. The learner sees it on
 * /madameai and can erase it.
 */
export const tutorMemory = pgTable(
  "tutor_memory",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    memory: jsonb("memory").$type<{ interests: string[]; recurringMistakes: string[]; goals: string[] }>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);
