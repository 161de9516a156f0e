import { env, type Env } from "@/env";
import { audioContainer } from "@/lib/audio";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";

/*
 * Speech to text for recordings (a tutor turn when the browser cannot recognise speech, a
 * pronunciation attempt): sent to any OpenAI-compatible server (POST {STT_BASE_URL}/audio/transcriptions, Whisper's API).
 * A plain multipart fetch, like text-to-speech (decision 010).
 */

/** An utterance of 15 s is ~60 KB of Opus; a long WAV is the largest a browser records. */
export const MAX_UTTERANCE_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

type SttEnv = Pick<Env, "STT_BASE_URL" | "STT_API_KEY" | "STT_MODEL">;

export function transcriptionConfigured(config: SttEnv = env()): boolean {
  return Boolean(config.STT_BASE_URL);
}

/** What the learner said in the recording, in the language learned. */
export async function transcribe(
  audio: Uint8Array<ArrayBuffer>,
  language: "fr" | "en",
  config: SttEnv = env(),
): Promise<string> {
  // What was sent is judged first: a body that is no recording is the caller's mistake (400), whatever the server has.
  if (audio.byteLength === 0 || audio.byteLength > MAX_UTTERANCE_BYTES) throw new ApiError("audio_invalid");
  const type = audioContainer(audio);
  if (!type) throw new ApiError("audio_invalid");
  if (!config.STT_BASE_URL) throw new ApiError("transcription_unavailable");
  const form = new FormData();
  form.set("model", config.STT_MODEL);
  form.set("language", language);
  form.set("response_format", "json");
  // A name the server can read the format from; never the browser's.
  form.set("file", new Blob([audio], { type: type.mime }), `utterance.${type.extension}`);
  const started = Date.now();
  try {
    const response = await fetch(`${config.STT_BASE_URL.replace(/\/+$/, "")}/audio/transcriptions`, {
      method: "POST",
      headers: config.STT_API_KEY ? { Authorization: `Bearer ${config.STT_API_KEY}` } : {},
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { text?: unknown };
    if (typeof body.text !== "string") throw new Error("no text in the answer");
    return body.text.trim();
  } catch (error) {
    logger.warn(
      {
        event: "transcription.failed",
        host: new URL(config.STT_BASE_URL).host,
        ms: Date.now() - started,
        error: String(error),
      },
      "speech to text failed",
    );
    throw new ApiError("transcription_unavailable");
  }
}
