import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/*
 * The pronunciation coach: each attempt at a phrase with its score, the recordings, private
 * to their owner and kept a limited time (PRONUNCIATION_RECORDING_DAYS), and the phrases a model
 * wrote for one learner's job (checked before they were stored).
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** One try at a phrase: what was recognised and how it scored (per word, sound and family). */
export const pronunciationAttempt = pgTable(
  "pronunciation_attempt",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    phraseId: text("phrase_id").notNull(),
    /** The recogniser's alternatives, best first, as text. */
    recognized: jsonb("recognized").$type<string[]>().notNull(),
    score: integer("score").notNull(),
    /** The PhraseScore (words, sounds, families, fluency). */
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pronunciation_attempt_user_idx").on(table.userId, table.createdAt),
    index("pronunciation_attempt_phrase_idx").on(table.userId, table.phraseId, table.createdAt),
  ],
);

/**
 * The audio of an attempt, deleted with it, by its owner, or when it expires. The bytes are in
 * `audio` with the embedded store, or in the object store under `storage_key` (src/lib/object-store).
 */
export const pronunciationRecording = pgTable(
  "pronunciation_recording",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    attemptId: text("attempt_id")
      .notNull()
      .references(() => pronunciationAttempt.id, { onDelete: "cascade" }),
    mime: text("mime").notNull(),
    durationMs: integer("duration_ms").notNull(),
    audio: bytea("audio"),
    storageKey: text("storage_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("pronunciation_recording_user_idx").on(table.userId, table.createdAt),
    index("pronunciation_recording_expiry_idx").on(table.expiresAt),
    check(
      "pronunciation_recording_bytes_somewhere",
      sql`${table.audio} is not null or ${table.storageKey} is not null`,
    ),
  ],
);

/**
 * A practice phrase written by the model for one learner (their industry, job and level), kept
 * only after the checks (features/pronunciation/phrase-check.ts). Its translation is in the
 * interface language the learner had when it was generated: it is theirs alone, so one is enough.
 */
export const pronunciationPhrase = pgTable(
  "pronunciation_phrase",
  {
    /** "gen-<uuid>": never the id of an authored phrase, which attempts also point to. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    text: text("text").notNull(),
    translation: text("translation").notNull(),
    level: text("level").notNull(),
    theme: text("theme").notNull(),
    /** The sound families eSpeak confirmed in the phrase. */
    sounds: text("sounds").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("pronunciation_phrase_user_idx").on(table.userId, table.courseId, table.createdAt)],
);

/**
 * One item of a perception drill: the word of a minimal pair played to the learner (kept here, never
 * sent to the browser before the answer), then what they chose and the server's verdict. Items not
 * answered have no verdict and count for nothing.
 */
export const perceptionAnswer = pgTable(
  "perception_answer",
  {
    /** The item's opaque id: the browser fetches the audio and answers by it. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    pairId: text("pair_id").notNull(),
    family: text("family").notNull(),
    /** The side of the pair played: "a" or "b". */
    played: text("played").notNull(),
    chosen: text("chosen"),
    correct: boolean("correct"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [index("perception_answer_user_idx").on(table.userId, table.courseId, table.answeredAt)],
);

/**
 * How close a learner judged their recording to the model, by ear: kept so the phrase shows their
 * history even where nothing can score the recording. The recording itself is never stored here.
 */
export const pronunciationSelfRating = pgTable(
  "pronunciation_self_rating",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    phraseId: text("phrase_id").notNull(),
    /** "not-yet", "almost" or "same" (features/pronunciation/schemas.ts holds the scale). */
    rating: text("rating").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pronunciation_self_rating_user_idx").on(table.userId, table.courseId, table.createdAt),
    check("pronunciation_self_rating_rating_known", sql`${table.rating} in ('not-yet', 'almost', 'same')`),
  ],
);

/**
 * A lesson's speak exercise as the scorer judged it, with the band of its unit: the speaking
 * estimate counts these beside the coach's phrases. Only the score is kept, never the voice.
 */
export const spokenExerciseScore = pgTable(
  "spoken_exercise_score",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    exerciseId: text("exercise_id").notNull(),
    /** The CEFR band of the exercise's unit when it was said. */
    level: text("level").notNull(),
    score: integer("score").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("spoken_exercise_score_user_idx").on(table.userId, table.courseId, table.createdAt)],
);
