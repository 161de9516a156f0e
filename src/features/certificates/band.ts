import { canadianEquivalent, type Level } from "@/lib/levels";

/** The band of the level in the course's language: NCLC for French, CLB for English. */
export function levelBand(level: string, courseId: string): string {
  return canadianEquivalent(level as Level, courseId === "fr" ? "fr" : "en");
}
