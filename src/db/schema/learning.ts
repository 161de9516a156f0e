import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/**
 * One run through a lesson by one learner. The order of its items is fixed when it starts (the
 * exercises, then the missed ones again), so a reload or a lost connection resumes exactly there.
 */
export const lessonAttempt = pgTable(
  "lesson_attempt",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    /** A lesson, or the test to skip a unit (then lessonId holds the unit's id). */
    kind: text("kind", { enum: ["lesson", "unitTest"] }).notNull().default("lesson"),
    lessonId: text("lesson_id").notNull(),
    /** The items in order: exercise id and round (1, or 2 for the retry of a miss). */
    items: jsonb("items").$type<{ exerciseId: string; round: 1 | 2 }[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Filled when finished: first-round answers that were right, out of those counted. */
    correct: integer("correct"),
    answered: integer("answered"),
    xp: integer("xp"),
    durationSeconds: integer("duration_seconds"),
  },
  (table) => [index("lesson_attempt_user_lesson_idx").on(table.userId, table.lessonId), index("lesson_attempt_user_finished_idx").on(table.userId, table.finishedAt)],
);

/** Every answer, as it is given (the player never holds more than the current one). */
export const exerciseAnswer = pgTable(
  "exercise_answer",
  {
    id: text("id").primaryKey(),
    attemptId: text("attempt_id")
      .notNull()
      .references(() => lessonAttempt.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Position in the attempt's items: one answer per position, so a resent answer is not counted twice. */
    position: integer("position").notNull(),
    exerciseId: text("exercise_id").notNull(),
    round: integer("round").notNull(),
    /** What the learner sent, as sent. */
    answer: jsonb("answer").notNull(),
    /** null: skipped (audio unavailable) or practised aloud, counted neither right nor wrong. */
    correct: boolean("correct"),
    /** The checker's verdict, to show again after a reload. */
    verdict: jsonb("verdict").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("exercise_answer_attempt_position_idx").on(table.attemptId, table.position), index("exercise_answer_user_idx").on(table.userId, table.exerciseId)],
);

/**
 * What happened in learning, for the features that react to it (rewards, review, the team's
 * progress): e.g. "lesson.completed" with accuracy, time and XP. Append-only.
 */
export const learningEvent = pgTable(
  "learning_event",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("learning_event_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * A placement test (kind "test", retaken at most every 30 days) or the mini placement of /try
 * claimed after sign-in (kind "trial"). The answers are kept in order in the row: the adaptive
 * engine reads them all to choose the next item.
 */
export const placementTest = pgTable(
  "placement_test",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    kind: text("kind", { enum: ["test", "trial"] }).notNull(),
    answers: jsonb("answers").$type<StoredPlacementAnswer[]>().notNull().default([]),
    /** The item on screen, so a reload shows the same one. null once finished. */
    currentItemId: text("current_item_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Level per skill and overall (CEFR), once finished. */
    result: jsonb("result").$type<{ skills: Record<string, string | null>; overall: string }>(),
    /** Where the course starts for the learner, chosen from the result. */
    startUnitId: text("start_unit_id"),
  },
  (table) => [index("placement_test_user_course_idx").on(table.userId, table.courseId, table.startedAt)],
);

export type StoredPlacementAnswer = { itemId: string; skill: "reading" | "listening" | "writing"; level: "A1" | "A2" | "B1" | "B2"; correct: boolean | null; answer: unknown };
