import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { env, type Env } from "@/env";

/*
 * Madame's model: any OpenAI-compatible chat server (OpenAI, a Canadian host, vLLM, llama.cpp,
 * Ollama…), through the AI SDK. Unset (the embedded default), Madame offers guided dialogues only.
 */

export type TutorModel = { model: LanguageModel; timeoutMs: number };

type ModelEnv = Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_SECONDS">;

let cached: { key: string; value: TutorModel } | undefined;

/** The configured model, or null without one. The provider is made once per configuration. */
export function tutorModel(config: ModelEnv = env()): TutorModel | null {
  if (!config.AI_BASE_URL) return null;
  const key = [config.AI_BASE_URL, config.AI_API_KEY ?? "", config.AI_MODEL, config.AI_TIMEOUT_SECONDS].join("\n");
  if (cached?.key !== key) {
    const provider = createOpenAICompatible({
      name: "tutor",
      baseURL: config.AI_BASE_URL.replace(/\/+$/, ""),
      apiKey: config.AI_API_KEY,
      // Corrections, translations and debriefs ask for JSON that follows a schema (response_format json_schema).
      supportsStructuredOutputs: true,
    });
    cached = { key, value: { model: provider.chatModel(config.AI_MODEL), timeoutMs: config.AI_TIMEOUT_SECONDS * 1000 } };
  }
  return cached.value;
}

/** Whether Madame can hold a free conversation here. */
export function modelConfigured(): boolean {
  return Boolean(env().AI_BASE_URL);
}
