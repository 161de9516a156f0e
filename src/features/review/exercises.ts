/*
 * A card as an exercise of the courses, judged by the same checker. An exercise card is the
 * missed exercise itself. A vocabulary card is asked two ways: while it is new or still being
 * learned, recognised among four meanings (multiple choice); once in review, recalled from its
 * meaning and typed (a translation, with the checker's forgiveness for accents and typos).
 * Everything is rebuilt from the card's key, its form and a seed (session and position), so the
 * same item shows the same way after a reload and is judged against what was shown.
 */
import { courseIndex, seededShuffle, type CourseId, type Exercise, type VocabularyItem } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { parseCardKey, type PhraseCard } from "./cards";
import type { CardStateName } from "./schemas";

export type ReviewForm = "exercise" | "choice" | "recall";

/** Meanings offered beside the right one. */
const DISTRACTORS = 3;

const recognise = {
  fr: "Que veut dire ce mot ou cette expression?",
  en: "What does this word or expression mean?",
  es: "¿Qué significa esta palabra o expresión?",
};
const recall = {
  fr: "Écrivez le mot ou l'expression qui a ce sens.",
  en: "Write the word or expression with this meaning.",
  es: "Escriba la palabra o expresión que tiene este significado.",
};

/** How a card is asked, from its key and FSRS state. */
export function formOf(key: string, state: CardStateName): ReviewForm {
  const kind = parseCardKey(key)?.kind;
  // A phrase from a conversation is always recalled and typed: Madame gave no distractors.
  if (kind === "phrase") return "recall";
  if (kind !== "vocab") return "exercise";
  return state === "review" ? "recall" : "choice";
}

/** The vocabulary item's explanation: its meaning in each language, and its usage note when it has one. */
function explanationOf(item: VocabularyItem): Exercise["explanation"] {
  // French typography puts a space before the colon.
  const text = (locale: Locale, colon: string) =>
    `${item.term}${colon} ${item.meaning[locale]}${item.note ? `. ${item.note[locale]}` : ""}`;
  return { fr: text("fr", "\u00a0:"), en: text("en", ":"), es: text("es", ":") };
}

/**
 * The exercise a card is shown as, in the interface language; null when its content is gone
 * from the course (a card is never deleted, but an item could be). The choices' order depends on
 * the seed only, so an answer is judged the same whatever the language it was shown in.
 */
export function reviewExercise(
  courseId: CourseId,
  {
    key,
    form,
    seed,
    locale,
    payload,
  }: { key: string; form: ReviewForm; seed: string; locale: Locale; payload?: PhraseCard | null },
): Exercise | null {
  const source = parseCardKey(key);
  if (!source) return null;
  if (source.kind === "phrase") return payload ? phraseExercise(source.phraseId, payload) : null;
  const index = courseIndex(courseId);
  if (source.kind === "exercise") return index.exercises.get(source.exerciseId) ?? null;

  const found = index.vocabulary.get(source.vocabularyItemId);
  if (!found) return null;
  const { item, unit } = found;
  const explanation = explanationOf(item);
  if (form === "recall") {
    return {
      type: "translate",
      id: item.id,
      instruction: recall,
      explanation,
      source: { ...item.meaning },
      answers: [item.term],
    };
  }
  // Distractors from the same unit: same theme and level, so the choice is about meaning, not topic.
  const distractors = seededShuffle(
    unit.vocabulary.filter((other) => other.id !== item.id && other.term !== item.term),
    seed,
  ).slice(0, DISTRACTORS);
  const options = seededShuffle([item, ...distractors], `${seed}:order`);
  return {
    type: "multipleChoice",
    id: item.id,
    instruction: recognise,
    explanation,
    question: item.term,
    choices: options.map((option) => option.meaning[locale]),
    answer: options.indexOf(item),
  };
}

const correctIt = { fr: "Corrigez cette phrase.", en: "Correct this sentence.", es: "Corrija esta frase." };

/** The same text for every interface language: Madame wrote it once, in the learner's language of the day. */
const everywhere = (text: string) => ({ fr: text, en: text, es: text });

/** A card from a conversation: the sentence Madame corrected, to correct again; or a word of her debrief, to recall. */
function phraseExercise(id: string, card: PhraseCard): Exercise {
  if (card.kind === "fix") {
    return {
      type: "translate",
      id,
      instruction: correctIt,
      explanation: everywhere(card.explanation ? `${card.corrected} — ${card.explanation}` : card.corrected),
      source: everywhere(card.said),
      answers: [card.corrected],
    };
  }
  return {
    type: "translate",
    id,
    instruction: recall,
    explanation: everywhere(`${card.phrase} — ${card.meaning}`),
    source: everywhere(card.meaning),
    answers: [card.phrase],
  };
}
