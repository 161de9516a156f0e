import { z } from "zod";
import { courseIds } from "./content";

const short = z.string().max(500);

export const answerInput = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("text"), text: short }),
  z.strictObject({ kind: z.literal("choice"), index: z.number().int().min(0).max(10) }),
  z.strictObject({ kind: z.literal("tiles"), tiles: z.array(short).max(20) }),
  z.strictObject({ kind: z.literal("pairs"), pairs: z.array(z.strictObject({ term: short, meaning: short })).max(10) }),
  z.strictObject({ kind: z.literal("spoken") }),
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

export const placementAnswerSubmission = z.strictObject({
  testId: z.string().min(1).max(64),
  index: z.number().int().min(0).max(50),
  answer: answerInput,
});
export type PlacementAnswerSubmission = z.infer<typeof placementAnswerSubmission>;

export const placementTestRef = z.strictObject({ testId: z.string().min(1).max(64) });
export type PlacementTestRef = z.infer<typeof placementTestRef>;

export const trialStart = z.strictObject({ course: z.enum(courseIds) });
