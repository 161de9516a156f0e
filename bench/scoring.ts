// Pronunciation scoring on this machine: the phoneme engine's start-up (eSpeak NG in WebAssembly,
// first call in a fresh process) and the time to score a 12-word phrase as the attempts route does
// (the recognised text turned into phonemes, aligned with the phrase's cached target, scored
// with the course's word list, loaded before timing as the server loads it at start).
// Run by bench/run.mjs with tsx; prints one JSON line.
import { performance } from "node:perf_hooks";
import { wordsOf } from "../src/features/learning/checker/word-lists";
import { phonemize } from "../src/features/pronunciation/scoring/phonemes";
import { scoreBest } from "../src/features/pronunciation/scoring/score";
import { targetOf } from "../src/features/pronunciation/scoring/target";

const phrase = "Je vous envoie le courriel avec le rapport de production demain matin.";
const heard = "Je vous envoie le courriel avec le rapport de prodiction demain matin.";
const runs = Number(process.env.BENCH_SCORING_RUNS ?? 500);

async function main() {
  const started = performance.now();
  const target = targetOf(await phonemize(phrase, "fr"), "fr", "fr-CA");
  const startupMs = performance.now() - started;
  const words = wordsOf("fr");

  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const at = performance.now();
    scoreBest(
      target,
      [await phonemize(heard, "fr")],
      "fr",
      { durationMs: 4200, voicedMs: 3600, pausesMs: [350] },
      words,
    );
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  console.log(
    JSON.stringify({
      words: phrase.split(" ").length,
      runs,
      startupMs: Math.round(startupMs),
      p50Ms: Number(percentile(50).toFixed(2)),
      p99Ms: Number(percentile(99).toFixed(2)),
    }),
  );
}

void main();
