import { z } from "zod";
import { courseIds } from "./content";

const short = z.string().max(500);

export const answerInput = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("text"), text: short }),
  z.strictObject({ kind: z.literal("choice"), index: z.number().int().min(0).max(10) }),
  z.strictObject({ kind: z.literal("tiles"), tiles: z.array(short).max(20) }),
  z.strictObject({ kind: z.literal("pairs"), pairs: z.array(z.strictObject({ term: short, meaning: short })).max(10) }),
  z.strictObject({ kind: z.literal("spoken") }),
  /** A work e-mail (about five times the longest task's word range, in characters). */
  z.strictObject({ kind: z.literal("email"), subject: z.string().max(200), body: z.string().max(5000) }),
  /** A listening piece: the chosen position of each question, in the order shown. */
  z.strictObject({ kind: z.literal("choices"), indexes: z.array(z.number().int().min(0).max(10)).min(1).max(4) }),
  z.strictObject({ kind: z.literal("skip") }),
  /** "I don't know" in the placement test: counted wrong, without guessing. */
  z.strictObject({ kind: z.literal("unknown") }),
]);

export const answerSubmission = z.strictObject({
  attemptId: z.string().min(1).max(64),
  index: z.number().int().min(0).max(200),
  answer: answerInput,
  /** Milliseconds from the exercise shown to the answer sent, as the browser measured them: only spaced review reads it, to tell a hesitant answer from a fluent one. */
  responseMs: z.number().int().min(0).max(3_600_000).optional(),
});
export type AnswerSubmission = z.infer<typeof answerSubmission>;

export const listenRequest = z.strictObject({
  attemptId: z.string().min(1).max(64),
  index: z.number().int().min(0).max(200),
});
export type ListenRequest = z.infer<typeof listenRequest>;

/** A listening piece's audio: the attempt's item, at normal or slow speed (never its text). */
export const comprehensionAudioRequest = listenRequest.extend({ speed: z.enum(["normal", "slow"]).default("normal") });
export type ComprehensionAudioRequest = z.infer<typeof comprehensionAudioRequest>;

export const placementAnswerSubmission = z.strictObject({
  testId: z.string().min(1).max(64),
  index: z.number().int().min(0).max(50),
  answer: answerInput,
});
export type PlacementAnswerSubmission = z.infer<typeof placementAnswerSubmission>;

export const placementTestRef = z.strictObject({ testId: z.string().min(1).max(64) });
export type PlacementTestRef = z.infer<typeof placementTestRef>;

export const trialStart = z.strictObject({ course: z.enum(courseIds) });
