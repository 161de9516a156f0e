import { comprehensionProblems } from "./comprehension-checks";
import type { Exercise, Unit } from "./content-schema";
import { countWords, paragraphsOf } from "./email/words";

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
    case "email":
      problems.push(...emailProblems(exercise));
      break;
    case "comprehension":
      problems.push(...comprehensionProblems(exercise));
      break;
    default:
      break;
  }
  return problems.map((problem) => `${exercise.id}: ${problem}`);
}

/** How far the model answer's length may stray from the range the learner is given. */
const MODEL_LENGTH_TOLERANCE = 0.3;
/** A closing line is short ("Cordialement,", "Merci et bonne fin de semaine,", "Best regards,"). */
const MAX_CLOSING_WORDS = 8;

/**
 * An e-mail task: a word range that is a range, a model answer of about that length, opening on a
 * greeting line ("Bonjour Marc," / "Madame," / "Hi Marc,") and ending on a closing line followed by
 * a signature (or a closing line that opens the signature block).
 */
function emailProblems(exercise: Extract<Exercise, { type: "email" }>): string[] {
  const problems: string[] = [];
  const { min, max } = exercise.words;
  if (min >= max) problems.push("words.min is not below words.max");
  const words = countWords(exercise.model.body);
  if (words < min * (1 - MODEL_LENGTH_TOLERANCE) || words > max * (1 + MODEL_LENGTH_TOLERANCE))
    problems.push(`model body has ${words} words, far from ${min}–${max}`);
  const paragraphs = paragraphsOf(exercise.model.body);
  const greeting = paragraphs[0];
  if (!greeting || greeting.length !== 1 || !/[,!]$/.test(greeting[0]!))
    problems.push("model body does not open on a greeting line");
  const signature = paragraphs.at(-1) ?? [];
  const closing = paragraphs.length >= 4 ? paragraphs.at(-2)! : [];
  const closingAlone = closing.length === 1 && countWords(closing[0]!) <= MAX_CLOSING_WORDS;
  const closingInSignature =
    signature.length >= 2 && countWords(signature[0]!) <= MAX_CLOSING_WORDS && /[,!.]$/.test(signature[0]!);
  if (paragraphs.length < 3 || !(closingAlone || closingInSignature))
    problems.push("model body does not end on a closing line and a signature");
  return problems;
}

/** Levels whose lessons teach their grammar on a first screen before testing it. */
const taughtFirstLevels: ReadonlySet<Unit["level"]> = new Set(["B2"]);

/** Lessons of a unit that should open on a teaching screen and do not. */
export function lessonProblems(unit: Unit): string[] {
  if (!taughtFirstLevels.has(unit.level)) return [];
  return unit.lessons.filter((lesson) => !lesson.teach).map((lesson) => `${lesson.id}: no teach screen`);
}
