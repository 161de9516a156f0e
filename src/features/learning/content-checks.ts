import type { Exercise, Unit } from "./content-schema";

/*
 * Checks a schema cannot express: answers that point inside their exercise, alternatives that
 * use the same words, source sentences in every interface language other than the one learned.
 */

/** Other interface languages that must carry a translate exercise's source sentence. */
const sourceLanguages: Record<"fr" | "en", ("fr" | "en" | "es")[]> = { fr: ["en", "es"], en: ["fr", "es"] };

const normalizeWords = (words: string[]) =>
  [...words]
    .map((word) => word.toLocaleLowerCase())
    .sort()
    .join(" ");
const tokens = (sentence: string) => sentence.split(/\s+/).filter(Boolean);

export function exerciseProblems(courseId: "fr" | "en", exercise: Exercise): string[] {
  const problems: string[] = [];
  switch (exercise.type) {
    case "multipleChoice":
      if (exercise.answer >= exercise.choices.length) problems.push("answer index outside the choices");
      if (new Set(exercise.choices).size !== exercise.choices.length) problems.push("repeated choice");
      break;
    case "translate":
      for (const language of sourceLanguages[courseId])
        if (!exercise.source[language]) problems.push(`no ${language} source`);
      break;
    case "wordOrder":
      for (const alternative of exercise.alternatives) {
        if (normalizeWords(tokens(alternative)) !== normalizeWords(exercise.words))
          problems.push(`alternative "${alternative}" does not use the same words`);
      }
      break;
    case "matchPairs":
      if (new Set(exercise.pairs.map((pair) => pair.term)).size !== exercise.pairs.length)
        problems.push("repeated term");
      break;
    default:
      break;
  }
  return problems.map((problem) => `${exercise.id}: ${problem}`);
}

/** Levels whose lessons teach their grammar on a first screen before testing it. */
const taughtFirstLevels: ReadonlySet<Unit["level"]> = new Set(["B2"]);

/** Lessons of a unit that should open on a teaching screen and do not. */
export function lessonProblems(unit: Unit): string[] {
  if (!taughtFirstLevels.has(unit.level)) return [];
  return unit.lessons.filter((lesson) => !lesson.teach).map((lesson) => `${lesson.id}: no teach screen`);
}
