import { z } from "zod";

/**
 * "My answer should be accepted": which answer, nothing more. The server reads the answer itself
 * from the learner's own attempt or review session; text sent by the browser is never trusted.
 */
export const answerReportRequest = z.strictObject({
  attemptId: z.string().min(1).max(64),
  index: z.number().int().min(0).max(200),
  /** A lesson or unit-test attempt, or a review session (the same player). */
  kind: z.enum(["lesson", "review"]),
});
export type AnswerReportRequest = z.infer<typeof answerReportRequest>;
