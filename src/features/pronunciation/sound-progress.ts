/* Where each sound of the course stands for the learner, from the sound-by-sound scores of their attempts. */
import type { CourseId } from "@/features/learning";
import { WEAK } from "./coaching";
import type { PhraseScore } from "./scoring/score";
import { soundFamilies, type SoundFamily } from "./scoring/target";
import type { SoundProgress, SoundStatus } from "./types";

/** Where each sound stands, from every attempt that trained it: mastered (the last three ≥ 80), improving (good lately, or better than before), or needs work. */
export function soundProgress(
  courseId: CourseId,
  attempts: { createdAt: Date; result: PhraseScore }[],
): SoundProgress[] {
  const chronological = [...attempts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return (soundFamilies[courseId] as readonly SoundFamily[]).map((family) => {
    const points = chronological.flatMap((attempt) =>
      attempt.result.families
        .filter((entry) => entry.family === family)
        .map((entry) => ({ at: attempt.createdAt.toISOString(), score: entry.score })),
    );
    const scores = points.map((point) => point.score);
    const mean = (list: number[]) => list.reduce((sum, score) => sum + score, 0) / (list.length || 1);
    const last = scores.slice(-3);
    const before = scores.slice(-6, -3);
    // Good but not yet three times in a row counts as improving, not as needing work.
    const status: SoundStatus =
      scores.length === 0
        ? "not-tried"
        : last.length === 3 && last.every((score) => score >= WEAK)
          ? "mastered"
          : mean(last) >= WEAK || (before.length > 0 && mean(last) > mean(before))
            ? "improving"
            : "needs-work";
    return { family, status, latest: scores.at(-1) ?? null, points };
  });
}
