import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { env, type Env } from "@/env";

/*
 * The model asked for a second opinion: the same OpenAI-compatible server as Madame's
 * (AI_BASE_URL, AI_API_KEY, AI_MODEL), made here rather than borrowed from the tutor feature:
 * the tutor imports the learning feature, and an import back would make a cycle. The learner is
 * waiting for the verdict, so the call gets a few seconds, not the tutor's AI_TIMEOUT_SECONDS.
 */

export const OPINION_TIMEOUT_MS = 5_000;

export type OpinionModel = { model: LanguageModel; name: string; timeoutMs: number };

type ModelEnv = Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">;

let cached: { key: string; value: OpinionModel } | undefined;

/** The configured model, or null without AI_BASE_URL (then the checker's verdict is final). */
export function opinionModel(config: ModelEnv = env()): OpinionModel | null {
  if (!config.AI_BASE_URL) return null;
  const key = [config.AI_BASE_URL, config.AI_API_KEY ?? "", config.AI_MODEL].join("\n");
  if (cached?.key !== key) {
    const provider = createOpenAICompatible({
      name: "second-opinion",
      baseURL: config.AI_BASE_URL.replace(/\/+$/, ""),
      apiKey: config.AI_API_KEY,
      supportsStructuredOutputs: true,
    });
    cached = { key, value: { model: provider.chatModel(config.AI_MODEL), name: config.AI_MODEL, timeoutMs: OPINION_TIMEOUT_MS } };
  }
  return cached.value;
}
