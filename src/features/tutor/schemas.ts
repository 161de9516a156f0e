import { z } from "zod";

/** The longest message a learner can send: a few spoken sentences. */
export const MAX_MESSAGE_LENGTH = 500;

/** POST /api/tutor/sessions: start an activity. */
export const sessionStart = z.strictObject({ activityId: z.string().min(1).max(64) });

/** POST /api/tutor/messages: the learner's turn, typed or recognised from speech. */
export const learnerTurn = z.strictObject({ sessionId: z.string().min(1).max(64), text: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH) });
export type LearnerTurn = z.infer<typeof learnerTurn>;

/** POST /api/tutor/sessions/end: the learner ends the conversation. */
export const sessionRef = z.strictObject({ sessionId: z.string().min(1).max(64) });
