import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outcomeOf } from "@/db/testing/outcome";
import { silentWav } from "@/lib/testing/speech-server";
import { startAiServer, type TestAiServer } from "@/lib/testing/ai-server";
import { audioContainer } from "@/lib/audio";
import { MAX_UTTERANCE_BYTES, transcribe } from "./transcription";

let ai: TestAiServer;
beforeAll(async () => {
  ai = await startAiServer();
});
afterAll(() => ai.close());

const config = () => ({ STT_BASE_URL: ai.baseUrl, STT_API_KEY: "sk-stt", STT_MODEL: "whisper-1" });
const webm = () => Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, ...new Array(64).fill(0)]);

describe("speech to text for recorded turns", () => {
  it("knows the recording by its first bytes, never by what the browser says", () => {
    expect(audioContainer(webm())).toEqual({ mime: "audio/webm", extension: "webm" });
    expect(audioContainer(new Uint8Array(silentWav()))).toEqual({ mime: "audio/wav", extension: "wav" });
    expect(audioContainer(new TextEncoder().encode("OggS........"))).toEqual({ mime: "audio/ogg", extension: "ogg" });
    expect(audioContainer(new TextEncoder().encode("....ftypM4A "))).toEqual({ mime: "audio/mp4", extension: "m4a" });
    expect(audioContainer(new TextEncoder().encode("<html><script>"))).toBeNull();
  });

  it("sends the audio with the model, the language and a server-made name, and returns the text", async () => {
    ai.setTranscript("  Bonjour, je voudrais parler du projet.  ");
    expect(await transcribe(webm(), "fr", config())).toBe("Bonjour, je voudrais parler du projet.");
    const [request] = ai.requests;
    expect(request).toMatchObject({
      path: "/audio/transcriptions",
      authorization: "Bearer sk-stt",
      body: { model: "whisper-1", language: "fr", response_format: "json", file: { bytes: 73 } },
    });
  });

  it("refuses what is not audio, too large or empty, and says so when no server is set or it fails", async () => {
    expect(await outcomeOf(transcribe(new TextEncoder().encode("not audio at all"), "fr", config()))).toBe(
      "audio_invalid",
    );
    expect(await outcomeOf(transcribe(new Uint8Array(0), "fr", config()))).toBe("audio_invalid");
    expect(await outcomeOf(transcribe(new Uint8Array(MAX_UTTERANCE_BYTES + 1), "fr", config()))).toBe("audio_invalid");
    // Not a recording: the caller's mistake, even with no server set.
    expect(await outcomeOf(transcribe(new Uint8Array(0), "fr", { ...config(), STT_BASE_URL: undefined }))).toBe(
      "audio_invalid",
    );
    expect(await outcomeOf(transcribe(webm(), "fr", { ...config(), STT_BASE_URL: undefined }))).toBe(
      "transcription_unavailable",
    );
    expect(await outcomeOf(transcribe(webm(), "en", { ...config(), STT_BASE_URL: "http://127.0.0.1:9/v1" }))).toBe(
      "transcription_unavailable",
    );
  });
});
