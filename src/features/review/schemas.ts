import { z } from "zod";

/*
 * Spaced review as data: the card state kept in a jsonb column, and the learner's desired
 * retention. Plain JSON (ISO instants, numbers, a state name) so the row reads without ts-fsrs
 * and survives a change of the library's enums.
 */

export const MIN_RETENTION = 0.8;
export const MAX_RETENTION = 0.95;
export const DEFAULT_RETENTION = 0.9;

/** The share of cards the learner wants to still remember when they come due (profile setting). */
export const retentionSchema = z.number().min(MIN_RETENTION).max(MAX_RETENTION);

export const cardStates = ["new", "learning", "review", "relearning"] as const;
export type CardStateName = (typeof cardStates)[number];

const count = z.number().int().nonnegative();

export const reviewCardStateSchema = z.strictObject({
  /** When the card is next due: an instant, not a local date (see `dueWithinLocalDay`). */
  due: z.iso.datetime(),
  /** FSRS memory state: days for recall probability to fall to 90 %, and difficulty (0 when new, then 1–10). */
  stability: z.number().nonnegative(),
  difficulty: z.number().min(0).max(10),
  /** Local calendar days between the last two reviews (ts-fsrs 5 keeps it; 6 drops it). */
  elapsedDays: count,
  /** Days until due, 0 while in a learning step of minutes. */
  scheduledDays: count,
  /** Which (re)learning step the card is at: ts-fsrs needs it to pick the next step. */
  learningSteps: count,
  reps: count,
  lapses: count,
  state: z.enum(cardStates),
  lastReview: z.iso.datetime().nullable(),
});
export type ReviewCardState = z.infer<typeof reviewCardStateSchema>;

export const reviewRatings = ["again", "hard", "good", "easy"] as const;
export type ReviewRating = (typeof reviewRatings)[number];

export const MIN_DAILY_LIMIT = 10;
export const MAX_DAILY_LIMIT = 200;
/** learner_profile.review_daily_limit's default (the column's, repeated for the pure code). */
export const DEFAULT_DAILY_LIMIT = 50;

/** The most cards a learner's review sessions show in one local day (profile setting). */
export const dailyLimitSchema = z.number().int().min(MIN_DAILY_LIMIT).max(MAX_DAILY_LIMIT);

/** POST /api/review/settings: either setting, or both (each form sends its own). */
export const reviewSettings = z
  .strictObject({ retention: retentionSchema.optional(), dailyLimit: dailyLimitSchema.optional() })
  .refine((settings) => settings.retention !== undefined || settings.dailyLimit !== undefined, {
    message: "nothing to save",
  });
export type ReviewSettings = z.infer<typeof reviewSettings>;
