import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, type LanguageModel, type ModelMessage } from "ai";
import type { z } from "zod";
import { env, type Env } from "@/env";

/*
 * The model server: any OpenAI-compatible chat server (OpenAI, a Canadian host, vLLM, llama.cpp,
 * Ollama…), through the AI SDK. Madame, the pronunciation coach and the second opinion on typed
 * answers all ask this one. Unset (the embedded default), each of them says so or does without.
 */

/** The configured model, its name (kept beside what it wrote) and how long a call may take. */
export type ChatModel = { model: LanguageModel; name: string; timeoutMs: number };

type ModelEnv = Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_SECONDS">;

let cached: { key: string; value: ChatModel } | undefined;

/** The configured model, or null without AI_BASE_URL. The provider is made once per configuration. */
export function chatModel(config: ModelEnv = env()): ChatModel | null {
  if (!config.AI_BASE_URL) return null;
  const key = [config.AI_BASE_URL, config.AI_API_KEY ?? "", config.AI_MODEL, config.AI_TIMEOUT_SECONDS].join("\n");
  if (cached?.key !== key) {
    const provider = createOpenAICompatible({
      name: "madameai",
      baseURL: config.AI_BASE_URL.replace(/\/+$/, ""),
      apiKey: config.AI_API_KEY,
      // Structured calls ask for JSON that follows a schema (response_format json_schema).
      supportsStructuredOutputs: true,
    });
    cached = {
      key,
      value: {
        model: provider.chatModel(config.AI_MODEL),
        name: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
      },
    };
  }
  return cached.value;
}

/** Whether a model server is configured (free conversation with Madame, the coach's extras, second opinions). */
export function modelConfigured(): boolean {
  return Boolean(env().AI_BASE_URL);
}

type StructuredCall<T> = {
  /** Names the JSON schema sent to the server. */
  name: string;
  schema: z.ZodType<T>;
  /** The instructions; what comes from people (the learner's words, their data) goes in `messages`. */
  system: string;
  messages: ModelMessage[];
  /** Tries after the first failure; 0 when the person is waiting and a second try would not fit. */
  retries?: number;
  /** Stops the call early (the person left); the model's timeout applies either way. */
  signal?: AbortSignal;
};

/** One call that answers JSON following `schema`, within the model's time. Throws when the model fails, is too slow or answers off-schema. */
export async function structuredCall<T>(
  chat: ChatModel,
  { name, schema, system, messages, retries = 1, signal }: StructuredCall<T>,
): Promise<T> {
  const timeout = AbortSignal.timeout(chat.timeoutMs);
  const { output } = await generateText({
    model: chat.model,
    system,
    messages,
    output: Output.object({ schema, name }),
    maxRetries: retries,
    abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  return output;
}
