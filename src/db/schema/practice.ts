import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organization, user } from "./accounts";

/*
 * The daily practice loop: spaced-review cards and their sessions, and the rewards' few stored
 * choices (the ranking opt-in, badges already celebrated). XP, streaks and badges themselves are
 * not stored: they are computed from the finished lessons and review sessions, summed per local
 * hour in learner_day.
 */

/**
 * One thing to remember, for one learner: a vocabulary item taught or an exercise missed, named
 * by its key (`vocab:<id>`, `exercise:<id>`, `phrase:<hash>` for one from a conversation with Madame). `state` is the FSRS card as JSON
 * (features/review/schemas.ts); `due` repeats its due instant so "what is due" is an index scan.
 */
export const reviewCard = pgTable(
  "review_card",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    key: text("key").notNull(),
    state: jsonb("state").notNull(),
    /** A card from a conversation with Madame (a corrected sentence, a new word): what to ask, as the content is not in a course. */
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("review_card_user_key_idx").on(table.userId, table.key),
    index("review_card_user_due_idx").on(table.userId, table.courseId, table.due),
  ],
);

/** How far the learner's finished lessons have been turned into cards (learning events up to this instant). */
export const reviewSync = pgTable("review_sync", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  syncedTo: timestamp("synced_to", { withTimezone: true }).notNull(),
});

/** A review session: the due cards picked when it started, in order, each shown as one exercise. */
export const reviewSession = pgTable(
  "review_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    /** A phrase card's content is copied in (payload), so the session shows what was asked even if the card changes. */
    items: jsonb("items")
      .$type<
        { cardId: string; key: string; form: "exercise" | "choice" | "recall"; payload?: Record<string, unknown> }[]
      >()
      .notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    correct: integer("correct"),
    answered: integer("answered"),
    xp: integer("xp"),
    durationSeconds: integer("duration_seconds"),
  },
  (table) => [
    index("review_session_user_idx").on(table.userId, table.finishedAt),
    // An organization's practice in a window (team figures): read from the index alone, not the whole table.
    index("review_session_finished_idx").on(table.finishedAt, table.userId, table.durationSeconds),
  ],
);

/** Every review answer, with the rating FSRS was given (null when skipped: no audio). */
export const reviewAnswer = pgTable(
  "review_answer",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => reviewSession.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    cardId: text("card_id")
      .notNull()
      .references(() => reviewCard.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    answer: jsonb("answer").notNull(),
    correct: boolean("correct"),
    verdict: jsonb("verdict").notNull(),
    rating: text("rating", { enum: ["again", "hard", "good", "easy"] }),
    responseMs: integer("response_ms"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("review_answer_session_position_idx").on(table.sessionId, table.position),
    index("review_answer_user_idx").on(table.userId),
  ],
);

/** Learners who chose to appear in their organization's weekly ranking (absent: not shown, the default). */
export const rankingMember = pgTable(
  "ranking_member",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

/** Badges whose celebration the learner has seen, so each is celebrated once. */
export const badgeSeen = pgTable(
  "badge_seen",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    badgeId: text("badge_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] })],
);

/**
 * The learner's finished lessons and review sessions summed per local day and hour, in the zone
 * named (the learner's when the row was written), so the dashboard reads a year as a few hundred
 * rows. Database triggers keep it (migration 0027), in the transaction of every write to
 * lesson_attempt and review_session, whoever writes; a change of the learner's zone rebuilds
 * their rows from those tables.
 */
export const learnerDay = pgTable(
  "learner_day",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    timeZone: text("time_zone").notNull(),
    day: date("day").notNull(),
    hour: smallint("hour").notNull(),
    lessons: integer("lessons").notNull().default(0),
    unitTests: integer("unit_tests").notNull().default(0),
    perfectLessons: integer("perfect_lessons").notNull().default(0),
    lessonXp: integer("lesson_xp").notNull().default(0),
    lessonSeconds: integer("lesson_seconds").notNull().default(0),
    reviewSessions: integer("review_sessions").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    reviewXp: integer("review_xp").notNull().default(0),
    reviewSeconds: integer("review_seconds").notNull().default(0),
  },
  // Also indexed on (user_id, day) INCLUDE (lesson_seconds, review_seconds), by hand in migration 0035.
  (table) => [primaryKey({ columns: [table.userId, table.timeZone, table.day, table.hour] })],
);

/**
 * Each learner's practice seconds per calendar month in UTC (lessons and unit tests, review
 * sessions, conversations with Madame counted as the team pages count them), so that an
 * organization's "minutes this month" reads one row per member instead of every activity.
 * Triggers keep it in the transaction of every write (migration 0036); a month in the
 * organization's zone is this UTC month corrected by the raw activity of the few hours where the
 * two differ (features/team/practice-sql.ts), so the sums stay exact in any zone.
 */
export const practiceMonth = pgTable(
  "practice_month",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The first day of the UTC month. */
    month: date("month").notNull(),
    seconds: doublePrecision("seconds").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);
