import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { TaughtLevel } from "../../lib/levels";
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
    kind: text("kind", { enum: ["lesson", "unitTest"] })
      .notNull()
      .default("lesson"),
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
  (table) => [
    index("lesson_attempt_user_lesson_idx").on(table.userId, table.lessonId),
    index("lesson_attempt_user_finished_idx").on(table.userId, table.finishedAt),
    // An organization's practice in a window (team figures): read from the index alone, not the whole table.
    index("lesson_attempt_finished_idx").on(table.finishedAt, table.userId, table.durationSeconds, table.kind),
  ],
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
  (table) => [
    uniqueIndex("exercise_answer_attempt_position_idx").on(table.attemptId, table.position),
    index("exercise_answer_user_idx").on(table.userId, table.exerciseId),
  ],
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

export type StoredPlacementAnswer = {
  itemId: string;
  skill: "reading" | "listening" | "writing";
  level: TaughtLevel;
  correct: boolean | null;
  answer: unknown;
};

/**
 * "My answer should be accepted": a learner's rejected typed answer, reported for the content's
 * maintainers (`npm run content:reports`). Copied from the stored answer at the time of the
 * report, so a later change of the content leaves what was reported as it was. One report per
 * answer: reporting the same position again changes nothing.
 */
export const answerReport = pgTable(
  "answer_report",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Where the answer was given: a lesson or unit-test attempt, or a review session. */
    kind: text("kind", { enum: ["lesson", "review"] }).notNull(),
    attemptId: text("attempt_id").notNull(),
    position: integer("position").notNull(),
    courseId: text("course_id").notNull(),
    /** The content id: an exercise, or for a review card a vocabulary item or a phrase from a conversation. */
    exerciseId: text("exercise_id").notNull(),
    exerciseType: text("exercise_type").notNull(),
    answer: text("answer").notNull(),
    /** What the checker said: the expected form and its notes. */
    verdict: jsonb("verdict").$type<{ expected: string; notes: unknown[] }>().notNull(),
    /** The language learned ("fr", "en") and the interface language the learner saw. */
    language: text("language").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("answer_report_answer_idx").on(table.userId, table.kind, table.attemptId, table.position),
    index("answer_report_exercise_idx").on(table.exerciseId, table.createdAt),
  ],
);

/**
 * A model's second opinion on a rejected free-text answer, kept so the same answer to the same
 * exercise is never asked about twice. Not personal: no learner, only the answer as the checker
 * normalises it. The reason is in the interface language it was asked in.
 */
export const answerOpinion = pgTable(
  "answer_opinion",
  {
    id: text("id").primaryKey(),
    exerciseId: text("exercise_id").notNull(),
    answerKey: text("answer_key").notNull(),
    acceptable: boolean("acceptable").notNull(),
    reason: text("reason").notNull(),
    locale: text("locale").notNull(),
    model: text("model").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("answer_opinion_exercise_answer_idx").on(table.exerciseId, table.answerKey),
    index("answer_opinion_created_idx").on(table.createdAt),
  ],
);
