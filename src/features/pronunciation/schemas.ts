import { z } from "zod";

/** The attempt's fields, sent beside the recording (multipart field "attempt", JSON). */
export const attemptInput = z.strictObject({
  phraseId: z.string().min(1).max(64),
  /** What the browser's recogniser heard, its alternatives best first; empty when it has none (the server transcribes the audio). */
  alternatives: z.array(z.string().trim().max(300)).max(5).default([]),
  timing: z
    .strictObject({
      durationMs: z.number().int().min(0).max(60_000),
      voicedMs: z.number().int().min(0).max(60_000),
      pausesMs: z.array(z.number().int().min(0).max(60_000)).max(50),
    })
    .optional(),
});
export type AttemptInput = z.infer<typeof attemptInput>;

/** POST /api/pronunciation/speech: a phrase in the server's voice. */
export const phraseRef = z.strictObject({ phraseId: z.string().min(1).max(64) });

export const coachTones = ["encouraging", "neutral", "detailed", "brief"] as const;

/** POST /api/pronunciation/summary: the coach's summary of one attempt, in a tone. */
export const summaryInput = z.strictObject({
  attemptId: z.string().min(1).max(64),
  tone: z.enum(coachTones).default("encouraging"),
});
export type SummaryInput = z.infer<typeof summaryInput>;

/** POST /api/pronunciation/spoken-exercises: a lesson's speak exercise, with what the browser heard. */
export const spokenExerciseInput = z.strictObject({
  attemptId: z.string().min(1).max(64),
  index: z.number().int().min(0).max(200),
  alternatives: z.array(z.string().trim().max(300)).min(1).max(5),
});
export type SpokenExerciseInput = z.infer<typeof spokenExerciseInput>;

/** POST /api/pronunciation/perception/rounds: a round of items for one sound family. */
export const perceptionRoundInput = z.strictObject({ family: z.string().min(1).max(40) });

const itemId = z.string().min(1).max(64);

/** POST /api/pronunciation/perception/audio: the item's word played ("played"), or either word once answered. */
export const perceptionAudioInput = z.strictObject({ itemId, side: z.enum(["played", "a", "b"]).default("played") });
export type PerceptionAudioInput = z.infer<typeof perceptionAudioInput>;

/** POST /api/pronunciation/perception/answers: which of the two words the learner heard. */
export const perceptionAnswerInput = z.strictObject({ itemId, choice: z.enum(["a", "b"]) });
export type PerceptionAnswerInput = z.infer<typeof perceptionAnswerInput>;

/** How close the learner judged their recording to the model, from furthest to closest. */
export const selfRatings = ["not-yet", "almost", "same"] as const;
export type SelfRating = (typeof selfRatings)[number];
export const isSelfRating = (value: string): value is SelfRating => (selfRatings as readonly string[]).includes(value);

/**
 * POST /api/pronunciation/self-ratings. The rating is any short text here: one outside the scale
 * is refused by the service with the same stable code as an unknown phrase.
 */
export const selfRatingInput = z.strictObject({
  phraseId: z.string().min(1).max(64),
  rating: z.string().min(1).max(32),
});
export type SelfRatingInput = z.infer<typeof selfRatingInput>;
