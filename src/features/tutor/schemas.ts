import { z } from "zod";
import { registers } from "./content-schema";

/** The longest message a learner can send: a few spoken sentences. */
export const MAX_MESSAGE_LENGTH = 500;

const id = z.string().min(1).max(64);

/** POST /api/tutor/sessions: start an activity, or free talk (no activity; with a model only). */
export const sessionStart = z.strictObject({ activityId: id.optional() });

/** POST /api/tutor/messages: the learner's turn, typed or recognised from speech. */
export const learnerTurn = z.strictObject({ sessionId: id, text: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH) });
export type LearnerTurn = z.infer<typeof learnerTurn>;

/** POST /api/tutor/sessions/end (end the conversation) and /api/tutor/messages/retry (answer the last turn again). */
export const sessionRef = z.strictObject({ sessionId: id });

/** POST /api/tutor/sessions/register: tu or vous for the rest of the conversation (with a model). */
export const registerChange = z.strictObject({ sessionId: id, register: z.enum(registers) });

/** POST /api/tutor/translations (one of Madame's lines) and /api/tutor/explanations (a correction). */
export const messageRef = z.strictObject({ sessionId: id, messageId: id });

/** POST /api/tutor/speech: one of Madame's sentences, to hear in the server's voice. */
/** Longest text spoken at once: Madame is read sentence by sentence. */
const MAX_SPOKEN_LENGTH = 400;
export const spokenLine = z.strictObject({ sessionId: id, text: z.string().trim().min(1).max(MAX_SPOKEN_LENGTH) });
