import type { Locale } from "@/i18n/config";
import type { Localized } from "../content-schema";
import type { AnswerInput, ComprehensionResult } from "../player-types";
import { pick, type ExerciseOf, type ExerciseType, type ViewContext } from "./types";

/*
 * A listening piece: the browser sees its title, its cast and its questions, never the script, the
 * answers or the explanations, which come with the verdict. The audio is asked for by attempt and
 * position (comprehension-audio.ts). Each question's choices are shuffled on their own, per
 * attempt and item, as a multiple choice's are.
 */

type Comprehension = ExerciseOf<"comprehension">;

/** What the stored verdict keeps of a piece, in every interface language (picked when it is read). */
export type StoredComprehension = {
  questions: { correct: boolean; answer?: string; explanation?: Localized }[];
  transcript?: { speaker: string; text: string }[];
  informal?: { heard: string; standard: string; note: Localized }[];
};

/** Each question's choices' authored positions, in the order this attempt shows them. */
const shownOrders = (exercise: Comprehension, shuffle: ViewContext["shuffle"]) =>
  exercise.questions.map((question, position) =>
    shuffle(
      question.choices.map((_, index) => index),
      `question-${position}`,
    ),
  );

/** Whether each question was answered right, or null when the answer does not fit the piece. */
function marks(exercise: Comprehension, answer: AnswerInput, shuffle: ViewContext["shuffle"]): boolean[] | null {
  if (answer.kind !== "choices" || answer.indexes.length !== exercise.questions.length) return null;
  const orders = shownOrders(exercise, shuffle);
  const chosen = answer.indexes.map((index, position) => orders[position]![index]);
  if (chosen.some((index) => index === undefined)) return null;
  return chosen.map((index, position) => index === exercise.questions[position]!.answer);
}

export const comprehension: ExerciseType<"comprehension"> = {
  view: (exercise, { locale, shuffle }) => {
    const orders = shownOrders(exercise, shuffle);
    return {
      type: "comprehension",
      title: pick(exercise.title, locale),
      genre: exercise.genre,
      speakers: exercise.speakers.map((speaker) => speaker.name),
      questions: exercise.questions.map((question, position) => ({
        question: question.question,
        choices: orders[position]!.map((index) => question.choices[index]!),
      })),
    };
  },
  check: (exercise, answer, { shuffle }) => {
    const marked = marks(exercise, answer, shuffle);
    return marked && { correct: marked.every(Boolean), expected: "", notes: [] };
  },
  texts: (exercise) => [
    ...exercise.script.map((line) => line.text),
    ...exercise.questions.flatMap((question) => [question.question, ...question.choices]),
  ],
};

/**
 * The part of the verdict a piece adds: each question right or wrong, and on the last try (`reveal`)
 * the right answers with why, the transcript and the informal speech heard. Before it (a lesson's
 * first round, missed), the learner listens again knowing only which questions to think over.
 */
export function comprehensionVerdict(
  exercise: Comprehension,
  answer: AnswerInput,
  shuffle: ViewContext["shuffle"],
  { reveal }: { reveal: boolean },
): StoredComprehension | null {
  const marked = marks(exercise, answer, shuffle);
  if (!marked) return null;
  if (!reveal) return { questions: marked.map((correct) => ({ correct })) };
  const names = new Map(exercise.speakers.map((speaker) => [speaker.id, speaker.name]));
  return {
    questions: exercise.questions.map((question, position) => ({
      correct: marked[position]!,
      answer: question.choices[question.answer]!,
      explanation: question.explanation,
    })),
    transcript: exercise.script.map((line) => ({ speaker: names.get(line.speaker) ?? line.speaker, text: line.text })),
    ...(exercise.informal && { informal: exercise.informal }),
  };
}

/** A stored piece's verdict in the interface language. */
export function comprehensionResult(stored: StoredComprehension, locale: Locale): ComprehensionResult {
  return {
    questions: stored.questions.map(({ correct, answer, explanation }) => ({
      correct,
      ...(answer !== undefined && { answer }),
      ...(explanation && { explanation: pick(explanation, locale) }),
    })),
    ...(stored.transcript && { transcript: stored.transcript }),
    ...(stored.informal && {
      informal: stored.informal.map((pair) => ({ ...pair, note: pick(pair.note, locale) })),
    }),
  };
}
