/**
 * When a review card comes back. FSRS does the scheduling (ts-fsrs, never our own arithmetic);
 * this module turns an answer into an FSRS rating, keeps the card as plain JSON, and makes FSRS
 * count days on the learner's calendar rather than on UTC's (decision 013).
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade } from "ts-fsrs";
import type { ExerciseView, Note } from "@/features/learning";
import { fromFloating, localDay, toFloating } from "@/lib/days";
import {
  DEFAULT_RETENTION,
  retentionSchema,
  type CardStateName,
  type ReviewCardState,
  type ReviewRating,
} from "./schemas";

const DAY_MS = 86_400_000;

// --- the answer as a rating ----------------------------------------------------------------------

type ExerciseType = ExerciseView["type"];

/**
 * How long a learner who knows the answer takes, from the exercise shown to the answer sent:
 * reading the prompt, then tapping (choices, tiles, pairs) or typing a short sentence. Listening
 * includes hearing the sentence once; speaking, saying it once.
 */
export const EXPECTED_RESPONSE_MS: Readonly<Record<ExerciseType, number>> = {
  multipleChoice: 6_000,
  fillGap: 10_000,
  wordOrder: 12_000,
  speak: 12_000,
  matchPairs: 15_000,
  translate: 15_000,
  listen: 15_000,
  // Never a card (an e-mail is not missed): the figure only completes the table.
  email: 300_000,
  // Never a card either (a piece is heard in its lesson): the figure only completes the table.
  comprehension: 180_000,
};

/** Slower than twice the expected time: the answer was found, not remembered. */
export const SLOW_FACTOR = 2;
/** Faster than half the expected time: remembered without effort. */
export const FAST_FACTOR = 0.5;
/**
 * Below this, a right answer is not called easy: nobody reads a prompt and answers in under
 * 1.5 s, so it is a reflex tap or a glitch of the clock. A wrong "easy" pushes a card out for
 * weeks; a wrong "good" costs one extra review.
 */
export const EASY_FLOOR_MS = 1_500;

/**
 * A note on an answer: the checker's (`Note`) or any other kind added later, such as a second
 * opinion's. Only the kind is read.
 */
type AnswerNoteKind = Pick<Note, "kind"> | { kind: string };

/**
 * A forgiven slip: any note on a right answer except "variant" (another accepted form, not a
 * slip). Read this way rather than from a list of kinds, so a kind added later (the checker has
 * accent, typo, spelling, punctuation; a second opinion may add its own) counts without a change here.
 */
export function hasForgivenSlip(notes: readonly AnswerNoteKind[]): boolean {
  return notes.some((note) => note.kind !== "variant");
}

/** FSRS states whose short steps (minutes) a card must pass through before days apart: "hard" there keeps it in place. */
export function inLearningSteps(state: CardStateName): boolean {
  return state !== "review";
}

export type RatedAnswer = {
  correct: boolean;
  notes: readonly AnswerNoteKind[];
  /** Time to answer; null when it was not measured (then speed neither rewards nor penalizes). */
  responseMs: number | null;
  /** `EXPECTED_RESPONSE_MS[type]` of the exercise. */
  expectedMs: number;
  /** The card's FSRS state before this answer. */
  state: CardStateName;
};

/**
 * Wrong → again. Right → good, except: in review state, slower than 2× the expected time → hard
 * (the answer was found, not remembered: a shorter next interval, never a trap); right in under
 * ½ the expected time (and at least 1.5 s) with no slip → easy. A forgiven slip (accent, typo…)
 * never lowers a rating, it only withholds "easy". In the learning steps (new, learning,
 * relearning) nothing but a wrong answer goes below good: FSRS keeps a card rated "hard" on its
 * step, so a learner without an accent keyboard, or a slow reader, would see it again and again
 * (decision 013, addendum). The bounds are good: exactly 2× is not slow, exactly ½ is not fast.
 */
export function ratingOf({ correct, notes, responseMs, expectedMs, state }: RatedAnswer): ReviewRating {
  if (!(expectedMs > 0) || !Number.isFinite(expectedMs))
    throw new RangeError(`expectedMs must be a positive number, got ${expectedMs}`);
  if (!correct) return "again";
  if (responseMs === null || !Number.isFinite(responseMs) || responseMs < 0) return "good";
  if (responseMs > SLOW_FACTOR * expectedMs) return inLearningSteps(state) ? "good" : "hard";
  if (responseMs < FAST_FACTOR * expectedMs && responseMs >= EASY_FLOOR_MS && !hasForgivenSlip(notes)) return "easy";
  return "good";
}

// --- the card as JSON ----------------------------------------------------------------------------

const STATE_OF: Record<CardStateName, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const NAME_OF: Record<State, CardStateName> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};
const GRADE_OF: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function instant(value: Date, what: string): Date {
  if (!(value instanceof Date) || !Number.isFinite(value.getTime()))
    throw new RangeError(`${what} is not a valid date`);
  return value;
}

/** A card never reviewed, due at once. */
export function newCardState(now: Date): ReviewCardState {
  return fromFsrsCard(createEmptyCard(instant(now, "now")));
}

export function toFsrsCard(state: ReviewCardState): Card {
  const card: Card = {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: STATE_OF[state.state],
  };
  if (state.lastReview !== null) card.last_review = new Date(state.lastReview);
  return card;
}

export function fromFsrsCard(card: Card): ReviewCardState {
  return {
    due: instant(card.due, "due").toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: NAME_OF[card.state],
    lastReview: card.last_review ? instant(card.last_review, "last_review").toISOString() : null,
  };
}

// --- scheduling ----------------------------------------------------------------------------------

export type ScheduleOptions = {
  /** The learner's IANA zone (learner_profile.time_zone): FSRS days are their calendar days. */
  timeZone: string;
  /** Desired retention, 0.80–0.95; 0.90 when not set. */
  retention?: number;
  /** Spread day intervals a little (ts-fsrs fuzz, seeded by the review: same input, same result). Off by default. */
  fuzz?: boolean;
};

const schedulers = new Map<string, FSRS>();

function scheduler(retention: number, fuzz: boolean): FSRS {
  const key = `${retention}:${fuzz}`;
  let found = schedulers.get(key);
  if (!found) {
    found = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: fuzz }));
    schedulers.set(key, found);
  }
  return found;
}

/** The retention to schedule with: the default when unset, a RangeError outside 0.80–0.95. */
export function checkedRetention(retention: number | undefined): number {
  if (retention === undefined) return DEFAULT_RETENTION;
  const parsed = retentionSchema.safeParse(retention);
  if (!parsed.success) throw new RangeError(`retention must be between 0.80 and 0.95, got ${retention}`);
  return parsed.data;
}

/**
 * The card after one review at `now`. ts-fsrs counts days between reviews on UTC dates and adds
 * days as 24-hour blocks; it is given the learner's wall clock instead (floating times), so an
 * evening review in Toronto and the next morning's are a day apart, and "in 3 days" is the same
 * local time 3 days later even across a change of daylight saving time. Learning steps (minutes)
 * stay real durations.
 */
export function scheduleReview(
  state: ReviewCardState,
  rating: ReviewRating,
  now: Date,
  options: ScheduleOptions,
): { state: ReviewCardState; due: Date } {
  const retention = checkedRetention(options.retention);
  const { timeZone } = options;
  const card = toFsrsCard(state);
  // Two app servers' clocks can disagree by a moment: a review is never before the previous one.
  const reviewedAt = Math.max(instant(now, "now").getTime(), card.last_review?.getTime() ?? -Infinity);

  const floating = (date: Date) => new Date(toFloating(date.getTime(), timeZone));
  const floatingCard: Card = { ...card, due: floating(card.due) };
  if (card.last_review) floatingCard.last_review = floating(card.last_review);
  const floatingNow = toFloating(reviewedAt, timeZone);

  const next = scheduler(retention, options.fuzz ?? false).next(
    floatingCard,
    new Date(floatingNow),
    GRADE_OF[rating],
  ).card;
  const wait = next.due.getTime() - floatingNow;
  const due = new Date(
    wait > 0 && wait % DAY_MS === 0 ? fromFloating(next.due.getTime(), timeZone) : reviewedAt + wait,
  );

  return { state: fromFsrsCard({ ...next, due, last_review: new Date(reviewedAt) }), due };
}

// --- what is due ---------------------------------------------------------------------------------

/** Due at this instant. */
export function isDue(state: ReviewCardState, now: Date): boolean {
  return Date.parse(state.due) <= instant(now, "now").getTime();
}

/** Due at any time of the learner's current day (or before): what "to review today" counts. */
export function dueWithinLocalDay(state: ReviewCardState, now: Date, timeZone: string): boolean {
  return localDay(new Date(state.due), timeZone) <= localDay(instant(now, "now"), timeZone);
}

/**
 * Whether a review session shows the card now: a card in a learning step (minutes) only once its
 * time has come, or it would come straight back; a card in review any time on its local day.
 */
export function dueForSession(state: ReviewCardState, now: Date, timeZone: string): boolean {
  return state.state === "learning" || state.state === "relearning"
    ? isDue(state, now)
    : dueWithinLocalDay(state, now, timeZone);
}
