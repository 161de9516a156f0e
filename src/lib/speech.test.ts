import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";
import {
  audioType,
  SpeechError,
  serverSpeechKind,
  speechSettings,
  synthesizeSpeech,
  type SpeechSettings,
} from "./speech";
import { silentWav, startSpeechServer, type TestSpeechServer } from "./testing/speech-server";

let server: TestSpeechServer;
let settings: SpeechSettings;
const key = "sk-test-0123456789abcdef";

beforeAll(async () => {
  server = await startSpeechServer();
  settings = speechSettings({
    TTS_BASE_URL: `${server.baseUrl}/`,
    TTS_API_KEY: key,
    TTS_MODEL: "tts-1",
    TTS_VOICE_FR: "nova",
    TTS_VOICE_EN: "alloy",
  })!;
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  vi.restoreAllMocks();
});

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: unknown) => (error instanceof SpeechError ? error.reason : String(error)),
  );

describe("speech settings", () => {
  it("is off without a base URL", () => {
    expect(
      speechSettings({
        TTS_BASE_URL: undefined,
        TTS_API_KEY: key,
        TTS_MODEL: "tts-1",
        TTS_VOICE_FR: "nova",
        TTS_VOICE_EN: "alloy",
      }),
    ).toBeNull();
  });
});

describe("synthesizeSpeech against an OpenAI-compatible server", () => {
  it("sends the model, the sentence, the voice of its language and the format, with the key", async () => {
    const result = await synthesizeSpeech("Pouvez-vous m'envoyer le fichier?", "fr-CA", { settings });
    expect(result.contentType).toBe("audio/wav");
    expect(result.voice).toBe("server");
    expect(Buffer.from(result.audio).equals(silentWav())).toBe(true);
    await synthesizeSpeech("See you tomorrow.", "en-CA", { settings });
    expect(server.requests).toEqual([
      {
        authorization: `Bearer ${key}`,
        contentType: "application/json",
        body: { model: "tts-1", input: "Pouvez-vous m'envoyer le fichier?", voice: "nova", response_format: "mp3" },
      },
      {
        authorization: `Bearer ${key}`,
        contentType: "application/json",
        body: { model: "tts-1", input: "See you tomorrow.", voice: "alloy", response_format: "mp3" },
      },
    ]);
  });

  it("sends no Authorization header when no key is set (a self-hosted server)", async () => {
    await synthesizeSpeech("Bonjour", "fr-CA", { settings: { ...settings, apiKey: null } });
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it("fails on an error status and logs the server's words without the key", async () => {
    const warn = vi.spyOn(logger, "warn");
    server.fail(500, `Incorrect API key provided: ${key}`);
    const error = await synthesizeSpeech("Bonjour", "fr-CA", { settings }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ reason: "http_error", status: 500 });
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain("Incorrect API key provided: [redacted]");
    expect(logged).not.toContain(key);
  });

  it("gives up after the timeout", async () => {
    server.delay(2000);
    const started = Date.now();
    expect(await reason(synthesizeSpeech("Bonjour", "fr-CA", { settings, timeoutMs: 200 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("refuses an answer larger than the cap, and one that is not audio", async () => {
    const tooLong = Buffer.concat([silentWav(), Buffer.alloc(5000)]);
    server.respondWith("audio/wav", tooLong);
    expect(await reason(synthesizeSpeech("Bonjour", "fr-CA", { settings, maxBytes: 4096 }))).toBe("too_large");
    // Without a Content-Length the cap holds while reading.
    server.respondWith("audio/wav", tooLong, { chunked: true });
    expect(await reason(synthesizeSpeech("Bonjour", "fr-CA", { settings, maxBytes: 4096 }))).toBe("too_large");
    expect((await synthesizeSpeech("Bonjour", "fr-CA", { settings, maxBytes: tooLong.length })).audio).toHaveLength(
      tooLong.length,
    );
    server.respondWith("audio/mpeg", "<html><body>Welcome to the proxy</body></html>");
    expect(await reason(synthesizeSpeech("Bonjour", "fr-CA", { settings }))).toBe("not_audio");
  });

  it("says so when nothing answers", async () => {
    expect(
      await reason(
        synthesizeSpeech("Bonjour", "fr-CA", { settings: { ...settings, baseUrl: "http://127.0.0.1:1/v1" } }),
      ),
    ).toBe("unreachable");
    expect(server.requests).toEqual([]);
  });
});

describe("synthesizeSpeech without a server", () => {
  it("speaks in eSpeak's synthetic voice, as WAV, asking no server", async () => {
    const result = await synthesizeSpeech("Pouvez-vous m'envoyer le fichier?", "fr-CA", { settings: null });
    expect(result).toMatchObject({ contentType: "audio/wav", voice: "synthetic" });
    expect(audioType(result.audio)).toBe("audio/wav");
    expect(result.audio.byteLength).toBeGreaterThan(silentWav().length * 20);
    const slow = await synthesizeSpeech("Pouvez-vous m'envoyer le fichier?", "fr-CA", {
      settings: null,
      speed: "slow",
    });
    expect(slow.audio.byteLength).toBeGreaterThan(result.audio.byteLength);
    expect(server.requests).toEqual([]);
  });

  it("refuses a text past its length cap as too large", async () => {
    expect(await reason(synthesizeSpeech("Bonjour. ".repeat(50), "fr-CA", { settings: null }))).toBe("too_large");
  });

  it("is what pages are told when no server is configured (the default)", () => {
    expect(process.env.TTS_BASE_URL).toBeUndefined();
    expect(serverSpeechKind()).toBe("synthetic");
  });
});

describe("audioType", () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((value) => (typeof value === "string" ? [...Buffer.from(value, "ascii")] : [value])),
    );

  it("recognises what browsers play by its first bytes", () => {
    expect(audioType(silentWav())).toBe("audio/wav");
    expect(audioType(bytes("ID3", 4, 0))).toBe("audio/mpeg");
    expect(audioType(bytes(0xff, 0xfb, 0x90))).toBe("audio/mpeg");
    expect(audioType(bytes(0xff, 0xf1, 0x50))).toBe("audio/aac");
    expect(audioType(bytes("OggS", 0))).toBe("audio/ogg");
    expect(audioType(bytes("fLaC", 0))).toBe("audio/flac");
  });

  it("recognises nothing else", () => {
    expect(audioType(bytes("RIFF", 0, 0, 0, 0, "AVI "))).toBeNull();
    expect(audioType(bytes("<!doctype html>"))).toBeNull();
    expect(audioType(bytes('{"error":{}}'))).toBeNull();
    expect(audioType(new Uint8Array(0))).toBeNull();
  });
});
