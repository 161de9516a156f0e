import { env, type Env } from "@/env";
import { logger } from "@/lib/logger";
import { syntheticSpeech, type SpeakerVoice, type SpeechSpeed } from "./espeak-speech";

/**
 * Text-to-speech for listen exercises when the browser has no voice for the language: any
 * OpenAI-compatible server (POST {TTS_BASE_URL}/audio/speech) when one is configured, else eSpeak
 * NG's synthetic voice on this server. A plain fetch rather than the AI SDK: see
 * docs/decisions/010-text-to-speech.md and 033-synthetic-voice.md.
 */

export type SpeechSettings = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  voices: { fr: string; en: string };
  /** The second voice of a listening piece, for its male speakers. */
  maleVoices: { fr: string; en: string };
};

/** Whose voice the server speaks with: the configured TTS server's, or eSpeak's synthetic one. */
export type SpeechVoice = "server" | "synthetic";

export type SpeechAudio = { audio: Uint8Array<ArrayBuffer>; contentType: string; voice: SpeechVoice };

export type SpeechFailure = "timeout" | "unreachable" | "http_error" | "too_large" | "not_audio";

/** Why no audio came back. Never carries the API key. */
export class SpeechError extends Error {
  constructor(
    readonly reason: SpeechFailure,
    readonly status?: number,
  ) {
    super(`text-to-speech failed: ${reason}${status ? ` (HTTP ${status})` : ""}`);
    this.name = "SpeechError";
  }
}

/** A sentence is a few seconds of audio; a learner waits for it after pressing play. */
const TIMEOUT_MS = 10_000;
/** ~2 minutes of MP3, ~20 s of 24 kHz WAV: far more than a sentence, far less than a runaway answer. */
const MAX_AUDIO_BYTES = 2 * 1024 * 1024;
/** Read of an error body, for the log. */
const MAX_ERROR_BYTES = 2048;
/** OpenAI's default and what every browser plays; servers that answer WAV or Ogg instead are recognised by their bytes. */
const RESPONSE_FORMAT: "mp3" | "wav" = "mp3";

type SpeechEnv = Pick<Env, "TTS_BASE_URL" | "TTS_API_KEY" | "TTS_MODEL" | "TTS_VOICE_FR" | "TTS_VOICE_EN"> &
  Partial<Pick<Env, "TTS_VOICE_FR_MALE" | "TTS_VOICE_EN_MALE">>;

/** The configured server, or null when there is none (the synthetic voice speaks instead). */
export function speechSettings(config: SpeechEnv = env()): SpeechSettings | null {
  if (!config.TTS_BASE_URL) return null;
  return {
    baseUrl: config.TTS_BASE_URL.replace(/\/+$/, ""),
    apiKey: config.TTS_API_KEY ?? null,
    model: config.TTS_MODEL,
    voices: { fr: config.TTS_VOICE_FR, en: config.TTS_VOICE_EN },
    maleVoices: {
      fr: config.TTS_VOICE_FR_MALE ?? config.TTS_VOICE_FR,
      en: config.TTS_VOICE_EN_MALE ?? config.TTS_VOICE_EN,
    },
  };
}

/**
 * The voice the server speaks with when the browser has none: there always is one, and the pages
 * pass which to the players (the synthetic one is labelled as such).
 */
export function serverSpeechKind(): SpeechVoice {
  return speechSettings() ? "server" : "synthetic";
}

/** The configured voice for a BCP 47 tag (fr-CA → the French voice); the courses are French and English. */
export function voiceFor(settings: SpeechSettings, lang: string, speaker: SpeakerVoice = "female"): string {
  const voices = speaker === "male" ? settings.maleVoices : settings.voices;
  return lang.toLowerCase().startsWith("fr") ? voices.fr : voices.en;
}

/**
 * The audio type from the first bytes, or null when they are not audio a browser plays. The
 * route serves what this says, never what the server claims (an HTML error page is not audio).
 */
export function audioType(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "audio/wav";
  if (ascii(0, 4) === "OggS") return "audio/ogg";
  if (ascii(0, 4) === "fLaC") return "audio/flac";
  if (ascii(0, 3) === "ID3") return "audio/mpeg";
  const [first = 0, second = 0] = bytes;
  // An MPEG frame header starts with 11 set bits; layer bits 00 mean AAC in ADTS, anything else MP3.
  if (first === 0xff && (second & 0xe0) === 0xe0) return (second & 0x06) === 0 ? "audio/aac" : "audio/mpeg";
  return null;
}

/** Reads at most `limit` bytes: beyond it, stops and throws too_large, or (for an error body) keeps what came. */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  { truncate = false } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > limit) {
        await reader.cancel().catch(() => undefined);
        if (!truncate) throw new SpeechError("too_large");
        chunks.push(value.subarray(0, limit - size));
        size = limit;
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** What the log may say of a failure: the server's words, minus the key should it quote it. */
function redacted(text: string, apiKey: string | null): string {
  return apiKey ? text.split(apiKey).join("[redacted]") : text;
}

/** The sentence in eSpeak's synthetic voice; too_large past its length cap. */
async function synthesizeLocally(
  text: string,
  lang: string,
  speed: SpeechSpeed,
  speaker: SpeakerVoice | undefined,
): Promise<SpeechAudio> {
  try {
    return {
      audio: await syntheticSpeech(text, lang, { speed, speaker }),
      contentType: "audio/wav",
      voice: "synthetic",
    };
  } catch (error) {
    const failure = error instanceof RangeError ? new SpeechError("too_large") : error;
    logger.warn({ event: "speech.failed", reason: "synthetic", lang, cause: String(error) }, "synthetic speech failed");
    throw failure;
  }
}

/**
 * The sentence spoken in the voice for `lang`: by the configured server, or without one by eSpeak
 * (`speed` applies to eSpeak only; a server's audio is slowed by the player). Throws a SpeechError
 * (logged, without the key) when the server fails, is slow, or answers anything but audio of a
 * reasonable size.
 */
export async function synthesizeSpeech(
  text: string,
  lang: string,
  {
    settings = speechSettings(),
    timeoutMs = TIMEOUT_MS,
    maxBytes = MAX_AUDIO_BYTES,
    speed = "normal",
    speaker,
    format = RESPONSE_FORMAT,
  }: {
    settings?: SpeechSettings | null;
    timeoutMs?: number;
    maxBytes?: number;
    speed?: SpeechSpeed;
    /** A listening piece's speaker: the server's second voice or eSpeak's variant for a male one. */
    speaker?: SpeakerVoice;
    /** What the server is asked for: WAV where lines are joined into one piece. */
    format?: "mp3" | "wav";
  } = {},
): Promise<SpeechAudio> {
  if (!settings) return synthesizeLocally(text, lang, speed, speaker);
  const started = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "audio/*" };
  if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
  let status: number | undefined;
  let detail: string | undefined;
  try {
    const response = await fetch(`${settings.baseUrl}/audio/speech`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        model: settings.model,
        input: text,
        voice: voiceFor(settings, lang, speaker),
        response_format: format,
      }),
      signal,
    });
    status = response.status;
    if (!response.ok) {
      detail = new TextDecoder().decode(await readCapped(response.body, MAX_ERROR_BYTES, { truncate: true }));
      throw new SpeechError("http_error", status);
    }
    const audio = await readCapped(response.body, maxBytes);
    const contentType = audioType(audio);
    if (!contentType) throw new SpeechError("not_audio", status);
    return { audio, contentType, voice: "server" };
  } catch (error) {
    const failure =
      error instanceof SpeechError
        ? error
        : signal.aborted
          ? new SpeechError("timeout", status)
          : new SpeechError("unreachable", status);
    const cause =
      error instanceof SpeechError || signal.aborted
        ? undefined
        : String(error instanceof Error ? (error.cause ?? error) : error);
    logger.warn(
      {
        event: "speech.failed",
        reason: failure.reason,
        status,
        host: new URL(settings.baseUrl).host,
        model: settings.model,
        lang,
        ms: Date.now() - started,
        ...(detail !== undefined && { detail: redacted(detail, settings.apiKey) }),
        ...(cause !== undefined && { cause: redacted(cause, settings.apiKey) }),
      },
      "text-to-speech failed",
    );
    throw failure;
  }
}
