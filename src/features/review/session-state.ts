/*
 * A review session as the lesson player shows it: each card rebuilt as an exercise from its key
 * (the same seed, so the same shuffle on every reload), the answers given so far and the summary.
 */
import type { Database } from "@/db";
import {
  getCourse,
  itemShuffle,
  pick,
  speechLangOf,
  viewExercise,
  type AnswerResult,
  type CourseId,
  type LessonSummary,
  type PlayerItem,
  type PlayerState,
} from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { parseCardKey, type PhraseCard } from "./cards";
import { reviewExercise, type ReviewForm } from "./exercises";
import type { ReviewLearner } from "./overview";
import { sessionWithAnswers, type SessionRow, type StoredReviewAnswer } from "./queries";

export function exerciseOf(session: SessionRow, position: number, locale: Locale) {
  const item = session.items[position]!;
  return reviewExercise(session.courseId as CourseId, {
    key: item.key,
    form: item.form as ReviewForm,
    seed: `${session.id}:${position}`,
    locale,
    payload: item.payload as PhraseCard | undefined,
  });
}

function playerItem(session: SessionRow, position: number, locale: Locale, answer?: StoredReviewAnswer): PlayerItem {
  const exercise = exerciseOf(session, position, locale);
  const courseId = session.courseId as CourseId;
  const shuffle = itemShuffle(`${session.id}:${position}`);
  const source = parseCardKey(session.items[position]!.key);
  return {
    index: position,
    // The content the card asks about (an exercise, or a vocabulary item): the answer still goes by position.
    exerciseId: !source
      ? ""
      : source.kind === "exercise"
        ? source.exerciseId
        : source.kind === "vocab"
          ? source.vocabularyItemId
          : source.phraseId,
    round: 1,
    instruction: exercise ? pick(exercise.instruction, locale) : "",
    // A card whose content left the course shows as a sentence to read, and is passed over.
    view: exercise
      ? viewExercise(exercise, { locale, shuffle, courseLanguage: getCourse(courseId).language })
      : { type: "speak", text: "—" },
    ...(answer && { result: resultOf(answer, locale) }),
  };
}

export function resultOf(answer: Pick<StoredReviewAnswer, "verdict">, locale: Locale): AnswerResult {
  const verdict = answer.verdict as Omit<AnswerResult, "explanation"> & { explanation: Record<Locale, string> };
  return { ...verdict, explanation: verdict.explanation[locale] ?? "" };
}

export function summaryOf(session: SessionRow): LessonSummary | null {
  if (!session.finishedAt) return null;
  const answered = session.answered ?? 0;
  const correct = session.correct ?? 0;
  return {
    correct,
    answered,
    accuracy: answered ? correct / answered : 1,
    durationSeconds: session.durationSeconds ?? 0,
    xp: session.xp ?? 0,
  };
}

export async function sessionState(
  db: Database,
  context: ReviewLearner,
  session: SessionRow,
  locale: Locale,
  labels: { title: string; goal: string },
): Promise<PlayerState> {
  const { answers } = (await sessionWithAnswers(db, { userId: context.userId, sessionId: session.id }))!;
  return {
    attemptId: session.id,
    kind: "review",
    lesson: {
      id: "review",
      title: labels.title,
      goal: labels.goal,
      unitTitle: pick(getCourse(context.courseId).title, locale),
    },
    speechLang: speechLangOf[context.courseId],
    items: session.items.map((_, position) => playerItem(session, position, locale, answers[position])),
    position: answers.length,
    finished: summaryOf(session),
  };
}
