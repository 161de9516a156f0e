// The synthetic voice on this machine (eSpeak NG in WebAssembly, as the audio routes use it without
// a TTS server): each of 20 course sentences spoken to WAV, uncached, and the same sentences again
// from the cache. The same-run baseline is eSpeak reading each sentence to phonemes (what the
// pronunciation scorer asks of the same worker), timed just before each is spoken.
// Run by bench/run.mjs with tsx; prints one JSON line.
import { performance } from "node:perf_hooks";
import { readCourse } from "../src/features/learning/content";
import { phonemize } from "../src/features/pronunciation/scoring/phonemes";
import { SpeechCache, syntheticSpeech } from "../src/lib/espeak-speech";

const rounds = Number(process.env.BENCH_SPEECH_ROUNDS ?? 5);
const SENTENCES = 20;

/** The listen sentences of the courses, French first then English, as learners hear them. */
function courseSentences(): { text: string; lang: "fr" | "en" }[] {
  const of = (courseId: "fr" | "en") =>
    readCourse(courseId)
      .unitData.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.exercises))
      .flatMap((exercise) => (exercise.type === "listen" ? [{ text: exercise.text, lang: courseId }] : []));
  const french = of("fr").slice(0, SENTENCES / 2);
  return [...french, ...of("en").slice(0, SENTENCES - french.length)];
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => Number(value.toFixed(3));

async function main() {
  const sentences = courseSentences();
  const started = performance.now();
  await syntheticSpeech(sentences[0]!.text, sentences[0]!.lang, { cache: new SpeechCache() });
  const startupMs = performance.now() - started;

  const baseline: number[] = [];
  const spoken: number[] = [];
  const hits: number[] = [];
  let audioSeconds = 0;
  for (let round = 0; round < rounds; round++) {
    const cache = new SpeechCache();
    for (const { text, lang } of sentences) {
      let at = performance.now();
      await phonemize(text, lang);
      baseline.push(performance.now() - at);
      at = performance.now();
      const wav = await syntheticSpeech(text, lang, { cache });
      spoken.push(performance.now() - at);
      if (round === 0) audioSeconds += (wav.byteLength - 44) / 2 / 22050;
    }
    for (const { text, lang } of sentences) {
      const at = performance.now();
      await syntheticSpeech(text, lang, { cache });
      hits.push(performance.now() - at);
    }
  }
  const spokenP50 = percentile(spoken, 50);
  console.log(
    JSON.stringify({
      sentences: sentences.length,
      rounds,
      averageAudioSeconds: Number((audioSeconds / sentences.length).toFixed(2)),
      startupMs: Math.round(startupMs),
      baselineP50Ms: ms(percentile(baseline, 50)),
      baselineP99Ms: ms(percentile(baseline, 99)),
      speakP50Ms: ms(spokenP50),
      speakP99Ms: ms(percentile(spoken, 99)),
      speakTimesBaselineP50: Number((spokenP50 / percentile(baseline, 50)).toFixed(1)),
      cacheHitP50Ms: ms(percentile(hits, 50)),
      cacheHitP99Ms: ms(percentile(hits, 99)),
    }),
  );
}

void main();
