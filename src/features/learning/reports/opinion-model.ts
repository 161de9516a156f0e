import { chatModel, type ChatModel } from "@/lib/ai";

/*
 * The model asked for a second opinion: the same server as Madame's (src/lib/ai.ts). The learner
 * is waiting for the verdict, so the call gets a few seconds, not the tutor's AI_TIMEOUT_SECONDS.
 */

export const OPINION_TIMEOUT_MS = 5_000;

export type OpinionModel = ChatModel;

/** The configured model with the second opinion's time, or null without AI_BASE_URL (then the checker's verdict is final). */
export function opinionModel(): OpinionModel | null {
  const chat = chatModel();
  return chat && { ...chat, timeoutMs: OPINION_TIMEOUT_MS };
}
