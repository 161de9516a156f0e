/*
 * Language levels: the six of the CEFR, the result below A1 that the placement test can give, and
 * their Canadian equivalents.
 *
 * Correspondence table: North, B. & Piccardo, E. (2018), "Aligning the Canadian Language
 * Benchmarks (CLB) to the Common European Framework of Reference (CEFR)", research report for the
 * Centre for Canadian Language Benchmarks (language.ca/aligning-clb-and-cefr/). The report reads
 * the 12 benchmarks as two per CEFR level from A1 to C2; we show that band beside each level.
 * NCLC (French) and CLB (English) are separate frameworks with the same 12 levels; the same band
 * applies to each for the language it describes.
 */

/** The CEFR's levels, lowest first. */
export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** A result below the first level: the learner could not do A1 items yet. Interfaces name it with their `preA1` message. */
export const PRE_A1 = "preA1";

/** Every level a learner can be found at, lowest first (what `level_reached` stores). */
export const LEVELS = [PRE_A1, ...CEFR_LEVELS] as const;
export type Level = (typeof LEVELS)[number];

type Through<List extends readonly string[], Last extends string, Taken extends string[] = []> = List extends readonly [
  infer First extends string,
  ...infer Rest extends string[],
]
  ? First extends Last
    ? [...Taken, First]
    : Through<Rest, Last, [...Taken, First]>
  : Taken;

/** The CEFR levels from A1 up to `last`, in order: the range a course or a test is written for. */
export function cefrLevelsThrough<const Last extends CefrLevel>(last: Last): Through<typeof CEFR_LEVELS, Last> {
  return CEFR_LEVELS.slice(0, CEFR_LEVELS.indexOf(last) + 1) as Through<typeof CEFR_LEVELS, Last>;
}

/** The levels the placement test, the tutor's activities and the pronunciation phrases are written at. */
export const TAUGHT_LEVELS = cefrLevelsThrough("B2");
export type TaughtLevel = (typeof TAUGHT_LEVELS)[number];

/** What a placement test can conclude: below A1, or one of the taught levels. */
export const PLACEMENT_RESULTS = [PRE_A1, ...TAUGHT_LEVELS] as const;
export type PlacementResult = (typeof PLACEMENT_RESULTS)[number];

/** Whether the value is one of `LEVELS`. */
export function isLevel(value: unknown): value is Level {
  return (LEVELS as readonly unknown[]).includes(value);
}

/** Position among `LEVELS` (below A1 = 0, A1 = 1 … C2 = 6); -1 for anything that is not a level. */
export function levelRank(level: string | null | undefined): number {
  return LEVELS.indexOf(level as Level);
}

/** Whether `level` is `floor` or above; never for something that is not a level. */
export function isAtLeast(level: string | null | undefined, floor: Level): boolean {
  return isLevel(level) && levelRank(level) >= levelRank(floor);
}

/** The highest of these levels; null when none is a level. */
export function highestLevel<Known extends Level>(
  levels: readonly (Known | string | null | undefined)[],
): Known | null {
  let best: Known | null = null;
  for (const level of levels) if (isLevel(level) && levelRank(level) > levelRank(best)) best = level as Known;
  return best;
}

/** A level as an interface writes it: the CEFR's code, or `belowA1` (the page's `preA1` message). */
export function levelLabel(level: string, belowA1: string): string {
  return level === PRE_A1 ? belowA1 : level;
}

export const CORRESPONDENCE_TABLE = "North & Piccardo (2018), Aligning the CLB to the CEFR";

const benchmarkBand: Record<Level, readonly [number, number] | null> = {
  preA1: null,
  A1: [1, 2],
  A2: [3, 4],
  B1: [5, 6],
  B2: [7, 8],
  C1: [9, 10],
  C2: [11, 12],
};

/** "NCLC 3–4" for a learner of French, "CLB 3–4" for a learner of English; "NCLC < 1" before A1. */
export function canadianEquivalent(level: Level, language: "fr" | "en"): string {
  const scale = language === "fr" ? "NCLC" : "CLB";
  const band = benchmarkBand[level];
  return band ? `${scale} ${band[0]}–${band[1]}` : `${scale} < 1`;
}
