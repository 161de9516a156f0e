/*
 * Waveforms for record and compare: the loudest and quietest sample of each column, scaled to
 * the recording's own peak (a quiet microphone still shows its shape), and the width each
 * recording takes so that two of them share one time scale.
 */

/** One column of a waveform: its lowest and highest sample, in -1..1. */
export type Peak = { min: number; max: number };

/** Below this, a recording is silence: drawn flat rather than its noise blown up. */
const SILENCE = 0.01;

/** The min/max of each of `columns` equal slices of the samples, scaled so the loudest reaches 1. */
export function peaks(samples: ArrayLike<number>, columns: number): Peak[] {
  const count = Math.max(0, Math.floor(columns));
  if (samples.length === 0 || count === 0) return Array.from({ length: count }, () => ({ min: 0, max: 0 }));
  const raw: Peak[] = [];
  let loudest = 0;
  for (let column = 0; column < count; column++) {
    const from = Math.floor((column * samples.length) / count);
    const to = Math.max(from + 1, Math.floor(((column + 1) * samples.length) / count));
    let min = 0;
    let max = 0;
    for (let index = from; index < Math.min(to, samples.length); index++) {
      const sample = samples[index]!;
      if (sample < min) min = sample;
      if (sample > max) max = sample;
    }
    loudest = Math.max(loudest, -min, max);
    raw.push({ min, max });
  }
  if (loudest < SILENCE) return raw.map(() => ({ min: 0, max: 0 }));
  return raw.map(({ min, max }) => ({ min: min / loudest, max: max / loudest }));
}

/** How many of `columns` each recording spans: the longest takes them all, the others in proportion. */
export function sharedScale(durationsMs: number[], columns: number): number[] {
  const longest = Math.max(0, ...durationsMs);
  if (longest === 0) return durationsMs.map(() => 0);
  return durationsMs.map((duration) => (duration > 0 ? Math.max(1, Math.round((columns * duration) / longest)) : 0));
}
