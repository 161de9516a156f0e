import { espeak } from "./espeak";

/**
 * Sentences spoken by eSpeak NG on the server, as WAV, for a browser with no voice for the
 * language when no text-to-speech server is configured. A synthetic voice: clear but robotic,
 * which the pages say next to the play button. Each sentence is kept in a cache bounded in bytes,
 * so a replay or another learner on the same exercise costs a map lookup.
 */

type SyntheticLanguage = "fr" | "en";
export type SpeechSpeed = "normal" | "slow";

/** eSpeak has no Canadian French or English voice: the standard French voice and the American English one are the nearest. */
const voices: Record<SyntheticLanguage, string> = { fr: "fr", en: "en-us" };
/** eSpeak's default rate in words per minute; slow is three quarters of it, the pace of the players' slow replay. */
const wordsPerMinute: Record<SpeechSpeed, number> = { normal: 175, slow: 131 };
/** As the tutor's spoken lines: a sentence or two, never a page. */
const MAX_SYNTHETIC_TEXT_LENGTH = 400;
/** About five minutes of 22 kHz audio: hundreds of sentences, a small share of a server's memory. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
const WAV_HEADER_BYTES = 44;

/** The language of a BCP 47 tag, as the courses have them (fr-CA → French, anything else → English). */
function syntheticLanguageOf(lang: string): SyntheticLanguage {
  return lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}

/** A RIFF/WAVE file of 16-bit PCM mono samples. */
function wavOf(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const wav = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index++) wav[offset + index] = text.charCodeAt(index);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index++)
    view.setInt16(WAV_HEADER_BYTES + index * 2, samples[index]!, true);
  return wav;
}

/** The text spoken by eSpeak, uncached. Synchronous once the worker runs, so no other caller changes its voice midway. */
async function speak(text: string, language: SyntheticLanguage, speed: SpeechSpeed): Promise<Uint8Array<ArrayBuffer>> {
  const engine = await espeak();
  engine.set_voice(voices[language]);
  engine.set_rate(wordsPerMinute[speed]);
  const chunks: Int16Array[] = [];
  let length = 0;
  engine.synthesize(text, (samples) => {
    if (samples && samples.length > 0) {
      chunks.push(samples.slice());
      length += samples.length;
    }
    return 0;
  });
  const all = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return wavOf(all, engine.samplerate);
}

/** Least recently used out, by the bytes it holds rather than the number of entries. */
export class SpeechCache {
  private readonly entries = new Map<string, Uint8Array<ArrayBuffer>>();
  private bytes = 0;

  constructor(readonly maxBytes: number = DEFAULT_CACHE_BYTES) {}

  get size(): number {
    return this.bytes;
  }

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, audio: Uint8Array<ArrayBuffer>): void {
    if (audio.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.byteLength;
    }
    this.entries.set(key, audio);
    this.bytes += audio.byteLength;
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= evicted.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

const processCache = new SpeechCache();

/**
 * The text as a WAV in the synthetic voice of its language. The text is trimmed; longer than
 * MAX_SYNTHETIC_TEXT_LENGTH, it is refused (RangeError). Callers get the cached bytes: they must
 * not write into them.
 */
export async function syntheticSpeech(
  text: string,
  lang: string,
  { speed = "normal", cache = processCache }: { speed?: SpeechSpeed; cache?: SpeechCache } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const sentence = text.trim();
  if (sentence.length > MAX_SYNTHETIC_TEXT_LENGTH) throw new RangeError("text too long to speak");
  const language = syntheticLanguageOf(lang);
  const key = `${language}\u0000${speed}\u0000${sentence}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const audio = await speak(sentence, language, speed);
  cache.set(key, audio);
  return audio;
}
