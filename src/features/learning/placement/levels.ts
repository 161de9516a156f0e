import type { PlacementLevel } from "./content-schema";

/*
 * CEFR levels and their Canadian equivalents.
 *
 * Correspondence table: North, B. & Piccardo, E. (2018), "Aligning the Canadian Language
 * Benchmarks (CLB) to the Common European Framework of Reference (CEFR)", research report for the
 * Centre for Canadian Language Benchmarks (language.ca/aligning-clb-and-cefr/). The report reads
 * the 12 benchmarks as two per CEFR level from A1 to C2; we show that band beside each level.
 * NCLC (French) and CLB (English) are separate frameworks with the same 12 levels; the same band
 * applies to each for the language it describes.
 */
export const CORRESPONDENCE_TABLE = "North & Piccardo (2018), Aligning the CLB to the CEFR";

/** A result below the first level: the learner could not do A1 items yet. */
export type CefrResult = "preA1" | PlacementLevel;
export const cefrResults = ["preA1", "A1", "A2", "B1", "B2"] as const satisfies readonly CefrResult[];

const benchmarkBand: Record<CefrResult, readonly [number, number] | null> = {
  preA1: null,
  A1: [1, 2],
  A2: [3, 4],
  B1: [5, 6],
  B2: [7, 8],
};

/** "NCLC 3–4" for a learner of French, "CLB 3–4" for a learner of English; "NCLC < 1" before A1. */
export function canadianEquivalent(level: CefrResult, language: "fr" | "en"): string {
  const scale = language === "fr" ? "NCLC" : "CLB";
  const band = benchmarkBand[level];
  return band ? `${scale} ${band[0]}–${band[1]}` : `${scale} < 1`;
}
