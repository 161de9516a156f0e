import type { Database } from "@/db";
import type { Locale } from "@/i18n/config";
import { getCourse, speechLangOf, type CourseId } from "./content";
import { courseIndex, itemShuffle } from "./course-index";
import { UNIT_TEST_PASS_MARK } from "./progress";
import { comprehensionResult, pick, viewExercise, type StoredComprehension } from "./exercise-types";
import type { AnswerInput, AnswerResult, LessonSummary, PlayerItem, PlayerState } from "./player-types";
import { lastEmail } from "./email/review";
import { listAnswers, type Attempt, type StoredAnswer } from "./queries";

/*
 * A stored attempt as the player sees it: each item in the learner's language with its verdict
 * once answered, and the summary once finished. Opening a lesson and answering in it both read it.
 */

export type Learner = { userId: string };

export function playerItem(attempt: Attempt, position: number, locale: Locale, answer?: StoredAnswer): PlayerItem {
  const item = attempt.items[position]!;
  const exercise = courseIndex(attempt.courseId as CourseId).exercises.get(item.exerciseId)!;
  const shuffle = itemShuffle(`${attempt.id}:${position}`);
  return {
    index: position,
    exerciseId: item.exerciseId,
    round: item.round,
    instruction: pick(exercise.instruction, locale),
    view: viewExercise(exercise, { locale, shuffle, courseLanguage: getCourse(attempt.courseId as CourseId).language }),
    ...(answer && { result: resultOf(answer, locale) }),
  };
}

export function resultOf(answer: Pick<StoredAnswer, "verdict">, locale: Locale): AnswerResult {
  const verdict = answer.verdict as Omit<AnswerResult, "explanation" | "comprehension"> & {
    explanation: Record<Locale, string>;
    comprehension?: StoredComprehension;
  };
  const { comprehension, ...rest } = verdict;
  return {
    ...rest,
    explanation: verdict.explanation[locale],
    ...(comprehension && { comprehension: comprehensionResult(comprehension, locale) }),
  };
}

export function summaryOf(attempt: Attempt): LessonSummary | null {
  if (!attempt.finishedAt) return null;
  const answered = attempt.answered ?? 0;
  const correct = attempt.correct ?? 0;
  const accuracy = answered ? correct / answered : 1;
  return {
    correct,
    answered,
    accuracy,
    durationSeconds: attempt.durationSeconds ?? 0,
    xp: attempt.xp ?? 0,
    ...(attempt.kind === "unitTest" && { passed: accuracy >= UNIT_TEST_PASS_MARK }),
  };
}

export async function playerState(
  db: Database,
  learner: Learner,
  attempt: Attempt,
  lesson: PlayerState["lesson"],
  locale: Locale,
): Promise<PlayerState> {
  const answers = new Map(
    (await listAnswers(db, { userId: learner.userId, attemptId: attempt.id })).map((answer) => [
      answer.position,
      answer,
    ]),
  );
  const items = await Promise.all(
    attempt.items.map((_, position) =>
      withLastEmail(db, learner, playerItem(attempt, position, locale, answers.get(position)), answers.get(position)),
    ),
  );
  const position = items.findIndex((item) => !item.result);
  return {
    attemptId: attempt.id,
    kind: attempt.kind,
    lesson,
    speechLang: speechLangOf[attempt.courseId as CourseId],
    items,
    position: position === -1 ? items.length : position,
    finished: summaryOf(attempt),
  };
}

/** An e-mail task shows the e-mail sent for it here, or before it is answered the learner's latest one for it. */
async function withLastEmail(
  db: Database,
  learner: Learner,
  item: PlayerItem,
  answer: StoredAnswer | undefined,
): Promise<PlayerItem> {
  if (item.view.type !== "email") return item;
  const sent = answer?.answer as AnswerInput | undefined;
  const last =
    sent?.kind === "email"
      ? { subject: sent.subject, body: sent.body }
      : await lastEmail(db, learner.userId, item.exerciseId);
  return last ? { ...item, view: { ...item.view, last } } : item;
}
