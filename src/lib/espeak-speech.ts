import { espeak } from "./espeak";
import { wavOf } from "./wav";

/**
 * Sentences spoken by eSpeak NG on the server, as WAV, for a browser with no voice for the
 * language when no text-to-speech server is configured. A synthetic voice: clear but robotic,
 * which the pages say next to the play button. Each sentence is kept in a cache bounded in bytes,
 * so a replay or another learner on the same exercise costs a map lookup.
 */

type SyntheticLanguage = "fr" | "en";
export type SpeechSpeed = "normal" | "slow";
/** Which of two voices speaks a line of a listening piece. */
export type SpeakerVoice = "female" | "male";

/** eSpeak has no Canadian French or English voice: the standard French voice and the American English one are the nearest. */
const voices: Record<SyntheticLanguage, string> = { fr: "fr", en: "en-us" };
/** eSpeak NG's voice variants (espeak-ng-data/voices/!v): the default voice is already a man's; f3 is higher and clearly another speaker. */
const variants: Record<SpeakerVoice, string> = { male: "", female: "+f3" };
/** eSpeak's default rate in words per minute; slow is three quarters of it, the pace of the players' slow replay. */
const wordsPerMinute: Record<SpeechSpeed, number> = { normal: 175, slow: 131 };
/** As the tutor's spoken lines: a sentence or two, never a page. */
const MAX_SYNTHETIC_TEXT_LENGTH = 400;
/** About five minutes of 22 kHz audio: hundreds of sentences, a small share of a server's memory. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** The language of a BCP 47 tag, as the courses have them (fr-CA → French, anything else → English). */
function syntheticLanguageOf(lang: string): SyntheticLanguage {
  return lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}

/** The text spoken by eSpeak, uncached. Synchronous once the worker runs, so no other caller changes its voice midway. */
async function speak(
  text: string,
  language: SyntheticLanguage,
  speed: SpeechSpeed,
  speaker: SpeakerVoice | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const engine = await espeak();
  engine.set_voice(`${voices[language]}${speaker ? variants[speaker] : ""}`);
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
  {
    speed = "normal",
    speaker,
    cache = processCache,
  }: { speed?: SpeechSpeed; speaker?: SpeakerVoice; cache?: SpeechCache } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const sentence = text.trim();
  if (sentence.length > MAX_SYNTHETIC_TEXT_LENGTH) throw new RangeError("text too long to speak");
  const language = syntheticLanguageOf(lang);
  const key = `${language}${speaker ? `+${speaker}` : ""}\u0000${speed}\u0000${sentence}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const audio = await speak(sentence, language, speed, speaker);
  cache.set(key, audio);
  return audio;
}
