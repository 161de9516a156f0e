import { describe, expect, it } from "vitest";
import { expandPattern, MAX_EXPANSIONS } from "./answer-patterns";
import { courseIds, readCourse, type CourseId } from "./content";
import type { Exercise } from "./content-schema";
import { courseIndex, itemShuffle } from "./course-index";
import { checkExercise, viewExercise } from "./exercise-types";
import { readPlacementBank } from "./placement/content";
import { getTrack } from "./track/content";

/*
 * What makes the content fair to a learner, measured over everything authored: no position gives
 * a multiple-choice answer away (as authored, and as rendered over many attempts), the two columns
 * of match-the-pairs never line up by construction, and every sentence an accepted-answer pattern
 * stands for is accepted by the checker. The figures are printed so a reviewer can read them.
 */

/** Attempts simulated per multiple-choice item: enough for the shares to settle, still quick. */
const ATTEMPTS = 60;

type Source = { courseId: CourseId; where: "lessons" | "placement" | "track"; exercises: Exercise[] };

function sources(): Source[] {
  return courseIds.flatMap((courseId) => [
    {
      courseId,
      where: "lessons" as const,
      exercises: readCourse(courseId).unitData.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.exercises)),
    },
    {
      courseId,
      where: "placement" as const,
      exercises: readPlacementBank(courseId).items.map((item) => item.exercise),
    },
    // A course's track (« Prêt pour le niveau 4 » in French) has lessons of its own.
    ...(getTrack(courseId)
      ? [
          {
            courseId,
            where: "track" as const,
            exercises: getTrack(courseId)!.unitData.flatMap((unit) =>
              unit.lessons.flatMap((lesson) => lesson.exercises),
            ),
          },
        ]
      : []),
  ]);
}

/** Pearson's chi-square statistic of counts against a uniform spread. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}
/** Chi-square critical values at p = 0.001 for 1–4 degrees of freedom (2 to 5 choices). */
const CRITICAL = [10.83, 13.82, 16.27, 18.47];

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

describe.each(sources())("$courseId $where", ({ courseId, where, exercises }) => {
  const language = courseId;
  const choices = exercises.filter(
    (exercise): exercise is Extract<Exercise, { type: "multipleChoice" }> => exercise.type === "multipleChoice",
  );

  it("counts its items per type", () => {
    const counts = new Map<string, number>();
    for (const exercise of exercises) counts.set(exercise.type, (counts.get(exercise.type) ?? 0) + 1);
    console.log(
      `${courseId} ${where}: ${exercises.length} items · ${[...counts].map(([type, count]) => `${type} ${count}`).join(" · ")}`,
    );
    expect(exercises.length).toBeGreaterThan(0);
  });

  it("keeps no positional bias in the authored multiple-choice answers", () => {
    const bySize = new Map<number, number[]>();
    for (const exercise of choices) {
      const counts = bySize.get(exercise.choices.length) ?? Array.from({ length: exercise.choices.length }, () => 0);
      counts[exercise.answer]!++;
      bySize.set(exercise.choices.length, counts);
    }
    for (const [size, counts] of bySize) {
      const total = counts.reduce((sum, count) => sum + count, 0);
      console.log(
        `${courseId} ${where}: authored answer position, ${size} choices (${total} items): ${counts.map((count, position) => `${position + 1}: ${percent(count, total)}`).join(" · ")}`,
      );
      // Within one item of an even spread per position, whatever the number of items.
      for (const count of counts)
        expect(Math.abs(count - total / size), `${size}-choice items`).toBeLessThanOrEqual(Math.max(2, total * 0.1));
    }
  });

  it("shows the right choice at every position equally often over many attempts", () => {
    const bySize = new Map<number, number[]>();
    for (const exercise of choices) {
      const counts = bySize.get(exercise.choices.length) ?? Array.from({ length: exercise.choices.length }, () => 0);
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const seed = `attempt-${attempt}:${exercise.id}`;
        const view = viewExercise(exercise, { locale: "en", courseLanguage: language, shuffle: itemShuffle(seed) });
        if (view.type !== "multipleChoice") throw new Error(exercise.id);
        const shown = view.choices.indexOf(exercise.choices[exercise.answer]!);
        counts[shown]!++;
        // The position shown is the position judged.
        expect(
          checkExercise(
            exercise,
            { kind: "choice", index: shown },
            { language, locale: "en", words: courseIndex(courseId).words, shuffle: itemShuffle(seed) },
          )?.correct,
        ).toBe(true);
      }
      bySize.set(exercise.choices.length, counts);
    }
    for (const [size, counts] of bySize) {
      const total = counts.reduce((sum, count) => sum + count, 0);
      const statistic = chiSquare(counts);
      console.log(
        `${courseId} ${where}: rendered answer position, ${size} choices (${total} renderings): ${counts.map((count, position) => `${position + 1}: ${percent(count, total)}`).join(" · ")} · χ² ${statistic.toFixed(2)}`,
      );
      expect(statistic, `${size}-choice items`).toBeLessThan(CRITICAL[size - 2]!);
    }
  });

  it("never lines match-the-pairs' meanings up with their terms", () => {
    const pairs = exercises.filter(
      (exercise): exercise is Extract<Exercise, { type: "matchPairs" }> => exercise.type === "matchPairs",
    );
    if (pairs.length === 0) return;
    let rows = 0;
    let aligned = 0;
    let expected = 0;
    for (const exercise of pairs) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const view = viewExercise(exercise, {
          locale: "en",
          courseLanguage: language,
          shuffle: itemShuffle(`attempt-${attempt}:${exercise.id}`),
        });
        if (view.type !== "matchPairs") throw new Error(exercise.id);
        view.terms.forEach((term, row) => {
          rows++;
          if (exercise.pairs.find((pair) => pair.term === term)!.meaning.en === view.meanings[row]) aligned++;
        });
        expected += 1;
      }
    }
    // By chance, one row in n sits beside its meaning (one per rendering on average).
    console.log(
      `${courseId} ${where}: match-the-pairs rows beside their own meaning: ${percent(aligned, rows)} (chance: ${percent(expected, rows)})`,
    );
    expect(aligned / rows).toBeLessThan((2 * expected) / rows);
  });

  it("accepts every sentence its answer patterns stand for", () => {
    const rejected: string[] = [];
    const perPattern: number[] = [];
    let items = 0;
    for (const exercise of exercises) {
      const patterns =
        exercise.type === "translate" || exercise.type === "fillGap"
          ? exercise.answers
          : exercise.type === "listen"
            ? [exercise.text, ...exercise.alternatives]
            : null;
      if (!patterns) continue;
      items++;
      for (const pattern of patterns) {
        const sentences = expandPattern(pattern);
        perPattern.push(sentences.length);
        for (const sentence of sentences) {
          const verdict = checkExercise(
            exercise,
            { kind: "text", text: sentence },
            { language, locale: "en", words: courseIndex(courseId).words, shuffle: itemShuffle("patterns") },
          );
          if (!verdict?.correct) rejected.push(`${exercise.id}: «${sentence}»`);
        }
      }
    }
    const sorted = [...perPattern].sort((a, b) => a - b);
    const total = sorted.reduce((sum, count) => sum + count, 0);
    console.log(
      `${courseId} ${where}: ${items} typed items · ${sorted.length} patterns · expansions per pattern min ${sorted[0] ?? 0} / median ${sorted[Math.floor(sorted.length / 2)] ?? 0} / max ${sorted.at(-1) ?? 0} (bound ${MAX_EXPANSIONS}) · ${total} accepted sentences · rejected by the checker: ${rejected.length}`,
    );
    expect(rejected).toEqual([]);
    expect(sorted.at(-1) ?? 0).toBeLessThanOrEqual(MAX_EXPANSIONS);
  });
});
