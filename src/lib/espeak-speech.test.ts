import { describe, expect, it } from "vitest";
import { SpeechCache, syntheticSpeech } from "./espeak-speech";

const sentence = "Pouvez-vous m'envoyer le fichier avant midi?";

/** The header fields a player reads, and the samples. */
function parseWav(wav: Uint8Array) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const ascii = (from: number, to: number) => Buffer.from(wav.subarray(from, to)).toString("ascii");
  return {
    riff: ascii(0, 4),
    riffSize: view.getUint32(4, true),
    wave: ascii(8, 12),
    fmt: ascii(12, 16),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    bitsPerSample: view.getUint16(34, true),
    data: ascii(36, 40),
    dataSize: view.getUint32(40, true),
    samples: new Int16Array(wav.slice(44).buffer),
  };
}

describe("syntheticSpeech", () => {
  it("speaks a sentence as a valid 16-bit mono WAV that is not silence", async () => {
    const wav = await syntheticSpeech(sentence, "fr-CA", { cache: new SpeechCache() });
    const parsed = parseWav(wav);
    expect(parsed).toMatchObject({
      riff: "RIFF",
      riffSize: wav.byteLength - 8,
      wave: "WAVE",
      fmt: "fmt ",
      format: 1,
      channels: 1,
      sampleRate: 22050,
      byteRate: 44100,
      bitsPerSample: 16,
      data: "data",
      dataSize: wav.byteLength - 44,
    });
    const seconds = parsed.samples.length / parsed.sampleRate;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(6);
    const loudest = parsed.samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);
    expect(loudest).toBeGreaterThan(3000);
  });

  it("takes longer for a longer text, and longer slowly than at the normal speed", async () => {
    const cache = new SpeechCache();
    const short = await syntheticSpeech("Bonjour.", "fr-CA", { cache });
    const long = await syntheticSpeech(sentence, "fr-CA", { cache });
    const slow = await syntheticSpeech(sentence, "fr-CA", { cache, speed: "slow" });
    expect(long.byteLength).toBeGreaterThan(short.byteLength * 2);
    expect(slow.byteLength).toBeGreaterThan(long.byteLength * 1.15);
  });

  it("speaks English in its own voice", async () => {
    const cache = new SpeechCache();
    const french = await syntheticSpeech("Thank you very much.", "fr-CA", { cache });
    const english = await syntheticSpeech("Thank you very much.", "en-CA", { cache });
    expect(Buffer.from(english).equals(Buffer.from(french))).toBe(false);
    expect(cache.size).toBe(french.byteLength + english.byteLength);
  });

  it("refuses a text longer than a few sentences", async () => {
    await expect(syntheticSpeech("Bonjour. ".repeat(50), "fr-CA", { cache: new SpeechCache() })).rejects.toThrow(
      RangeError,
    );
  });

  it("answers the same sentence again from the cache, without speaking it", async () => {
    const cache = new SpeechCache();
    const first = await syntheticSpeech(sentence, "fr-CA", { cache });
    const again = await syntheticSpeech(` ${sentence} `, "fr-CA", { cache });
    expect(again).toBe(first);
    expect(cache.size).toBe(first.byteLength);
    expect(await syntheticSpeech(sentence, "fr-CA", { cache, speed: "slow" })).not.toBe(first);
  });
});

describe("SpeechCache", () => {
  const bytes = (size: number) => new Uint8Array(size);

  it("lets the least recently used entries go once it holds more bytes than allowed", () => {
    const cache = new SpeechCache(250);
    const a = bytes(100);
    cache.set("a", a);
    cache.set("b", bytes(100));
    expect(cache.get("a")).toBe(a); // a is now the most recently used
    cache.set("c", bytes(100));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(a);
    expect(cache.get("c")).toHaveLength(100);
    expect(cache.size).toBe(200);
  });

  it("keeps nothing larger than itself, and counts a replaced entry once", () => {
    const cache = new SpeechCache(250);
    cache.set("huge", bytes(300));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set("a", bytes(100));
    cache.set("a", bytes(120));
    expect(cache.size).toBe(120);
  });
});
