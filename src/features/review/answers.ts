/*
 * One review answer: judged like a lesson's, stored once, the card rescheduled by how the answer
 * went, and the session closed with its XP after the last card.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { reviewAnswer, reviewCard, reviewSession } from "@/db/schema";
import {
  checkExercise,
  courseIndex,
  getCourse,
  itemShuffle,
  withSecondOpinion,
  type AnswerResponse,
  type AnswerSubmission,
  type CourseId,
  type LessonSummary,
} from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { reviewLearner } from "./overview";
import { cardsByIds, sessionWithAnswers, type SessionRow, type StoredReviewAnswer } from "./queries";
import { EXPECTED_RESPONSE_MS, ratingOf, scheduleReview } from "./scheduler";
import { exerciseOf, resultOf, summaryOf } from "./session-state";

/** XP for each card answered right: server-checked, like a lesson's. */
export const XP_PER_RIGHT_REVIEW = 2;
/** A session left open overnight does not count as hours of practice. */
const MAX_SESSION_SECONDS = 60 * 60;

type Learner = { userId: string };

/**
 * Judges one review answer with the lesson's checker, stores it, and reschedules the card with
 * the rating the answer earns (`ratingOf`: wrong → again; slow → hard, in review state only; fast
 * without a slip → easy; else good). A skipped listen (no audio) leaves the card as it was. The last answer
 * closes the session with its XP. Sending the same answer again returns the stored verdict.
 */
export async function submitReviewAnswer(
  db: Database,
  learner: Learner,
  { attemptId, index, answer, responseMs }: AnswerSubmission,
  locale: Locale,
  now = new Date(),
): Promise<AnswerResponse> {
  const context = await reviewLearner(db, learner);
  const found = context && (await sessionWithAnswers(db, { userId: learner.userId, sessionId: attemptId }));
  if (!context || !found || index >= found.session.items.length) throw new ApiError("not_found");
  const { session, answers } = found;
  const stored = answers[index];
  if (stored)
    return { result: resultOf(stored, locale), position: answers.length, appended: [], finished: summaryOf(session) };
  if (session.finishedAt) throw new ApiError("attempt_finished");
  if (index !== answers.length) throw new ApiError("answer_out_of_order");

  const item = session.items[index]!;
  const card = (await cardsByIds(db, { userId: learner.userId, cardIds: [item.cardId] })).get(item.cardId);
  const exercise = exerciseOf(session, index, locale);
  const courseId = session.courseId as CourseId;
  const language = getCourse(courseId).language;
  // A rejected typed answer may get a model's second opinion (only ever towards accepting it).
  const checked =
    exercise && card
      ? await withSecondOpinion(
          db,
          exercise,
          answer,
          checkExercise(exercise, answer, {
            language,
            locale,
            words: courseIndex(courseId).words,
            shuffle: itemShuffle(`${session.id}:${index}`),
          }),
          { language, locale },
        )
      : { correct: null, expected: "", notes: [] };
  if (!checked) throw new ApiError("validation_failed", [{ path: "answer", code: "does_not_fit_exercise" }]);
  const verdict = {
    correct: checked.correct ?? true,
    ...(checked.correct === null && { skipped: true }),
    expected: checked.expected,
    notes: checked.notes,
    explanation: exercise?.explanation ?? { fr: "", en: "", es: "" },
  };
  const measuredMs = boundedResponseMs(responseMs, answers.at(-1)?.answeredAt ?? session.startedAt, now);
  const rating =
    checked.correct === null || !exercise
      ? null
      : ratingOf({
          correct: checked.correct,
          notes: checked.notes,
          responseMs: measuredMs,
          expectedMs: EXPECTED_RESPONSE_MS[exercise.type],
          state: card?.state.state ?? "new",
        });

  const row = {
    id: randomUUID(),
    sessionId: session.id,
    userId: learner.userId,
    cardId: item.cardId,
    position: index,
    answer,
    correct: checked.correct,
    verdict,
    rating,
    responseMs: measuredMs,
    answeredAt: now,
  };
  const inserted = await db.transaction(async (tx) => {
    const [added] = await tx.insert(reviewAnswer).values(row).onConflictDoNothing().returning({ id: reviewAnswer.id });
    if (!added) return false;
    if (rating && card) {
      const next = scheduleReview(card.state, rating, now, {
        timeZone: context.timeZone,
        retention: context.retention,
        fuzz: true,
      });
      await tx
        .update(reviewCard)
        .set({ state: next.state, due: next.due })
        .where(and(eq(reviewCard.id, card.id), eq(reviewCard.userId, learner.userId)));
    }
    return true;
  });
  // The same answer sent twice at once: the first one stored decides.
  if (!inserted) return submitReviewAnswer(db, learner, { attemptId, index, answer }, locale, now);

  const result = resultOf(row, locale);
  if (index < session.items.length - 1) return { result, position: index + 1, appended: [], finished: null };
  return {
    result,
    position: index + 1,
    appended: [],
    finished: await finishSession(db, session, [...answers, row as StoredReviewAnswer], now),
  };
}

/**
 * The browser measures the time to answer (it knows when the item appeared); the server only
 * bounds it: never more than the time since the previous answer (or the session's start), so a
 * pause cannot pass for a fast answer.
 */
function boundedResponseMs(claimed: number | undefined, since: Date, now: Date): number | null {
  if (claimed === undefined) return null;
  return Math.min(claimed, Math.max(0, now.getTime() - since.getTime()));
}

async function finishSession(
  db: Database,
  session: SessionRow,
  answers: Pick<StoredReviewAnswer, "correct">[],
  now: Date,
): Promise<LessonSummary> {
  const counted = answers.filter((answer) => answer.correct !== null);
  const correct = counted.filter((answer) => answer.correct).length;
  const durationSeconds = Math.min(
    MAX_SESSION_SECONDS,
    Math.max(0, Math.round((now.getTime() - session.startedAt.getTime()) / 1000)),
  );
  const values = {
    finishedAt: now,
    correct,
    answered: counted.length,
    xp: XP_PER_RIGHT_REVIEW * correct,
    durationSeconds,
  };
  await db
    .update(reviewSession)
    .set(values)
    .where(
      and(eq(reviewSession.id, session.id), eq(reviewSession.userId, session.userId), isNull(reviewSession.finishedAt)),
    );
  logger.info({ event: "review.completed", answered: counted.length, correct }, "review session completed");
  return summaryOf({ ...session, ...values })!;
}
