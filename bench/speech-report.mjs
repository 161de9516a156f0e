// The synthetic voice's figures (bench/speech.ts prints them as one JSON line): how they read in
// the report and how they are checked against bench/budgets.mjs.
export const SPEECH_NAME = "synthetic voice, per sentence";

export function speechLine(s) {
  return (
    `${SPEECH_NAME} (${s.sentences} course sentences × ${s.rounds}, ${s.averageAudioSeconds} s of audio each on average): ` +
    `spoken p50 ${s.speakP50Ms} ms, p99 ${s.speakP99Ms} ms (${s.speakTimesBaselineP50}× the baseline's p50); ` +
    `baseline, the same sentences to phonemes: p50 ${s.baselineP50Ms} ms, p99 ${s.baselineP99Ms} ms; ` +
    `from the cache: p50 ${s.cacheHitP50Ms} ms, p99 ${s.cacheHitP99Ms} ms; first sentence in a fresh process ${s.startupMs} ms`
  );
}

export function checkSpeech(s, budget) {
  return [
    {
      budget: `${SPEECH_NAME} p99 ≤ ${budget.speakP99MaxMs} ms`,
      actual: s.speakP99Ms,
      limit: budget.speakP99MaxMs,
      pass: s.speakP99Ms <= budget.speakP99MaxMs,
    },
    {
      budget: `${SPEECH_NAME} from the cache p99 ≤ ${budget.cacheHitP99MaxMs} ms`,
      actual: s.cacheHitP99Ms,
      limit: budget.cacheHitP99MaxMs,
      pass: s.cacheHitP99Ms <= budget.cacheHitP99MaxMs,
    },
  ];
}
