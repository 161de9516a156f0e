import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerProfile, reviewAnswer, reviewCard, reviewSession } from "@/db/schema";
import {
  checkExercise,
  courseIndex,
  finishedAttemptsSince,
  getCourse,
  lessonVocabularyIds,
  missedExercises,
  itemShuffle,
  pick,
  speechLangOf,
  synthesizeFor,
  viewExercise,
  withSecondOpinion,
  type AnswerResponse,
  type AnswerResult,
  type AnswerSubmission,
  type CourseId,
  type LessonSummary,
  type ListenRequest,
  type PlayerItem,
  type PlayerState,
} from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { speechSettings, type SpeechAudio, type SpeechSettings } from "@/lib/speech";
import { cardsFromLesson, parseCardKey, phraseCardKey, type PhraseCard } from "./cards";
import { formOf, reviewExercise, type ReviewForm } from "./exercises";
import { pickForSession } from "./backlog";
import { endOfLocalDay } from "@/lib/days";
import { allowanceToday, overviewOf, reviewLearner, type ReviewLearner, type ReviewOverview } from "./overview";
import {
  addCards,
  cardsByIds,
  cardsForSession,
  existingKeys,
  findOpenSession,
  sessionWithAnswers,
  syncedTo,
  type SessionRow,
  type StoredReviewAnswer,
} from "./queries";
import { EXPECTED_RESPONSE_MS, newCardState, ratingOf, scheduleReview } from "./scheduler";
import type { ReviewSettings } from "./schemas";

/** Cards in one session: about five minutes. Another session can follow at once, up to the learner's daily limit. */
export const SESSION_SIZE = 20;
/** XP for each card answered right: server-checked, like a lesson's. */
export const XP_PER_RIGHT_REVIEW = 2;
/** A session left open overnight does not count as hours of practice. */
const MAX_SESSION_SECONDS = 60 * 60;
/**
 * A lesson's event is written in a transaction that may commit a moment after its timestamp, so
 * the sync mark stays this far behind the sync itself: recent events are read again (adding a
 * card twice is harmless, one per key) until they are surely all in.
 */
const SYNC_OVERLAP_MS = 60_000;

type Learner = { userId: string };

/**
 * Turns the learner's finished lessons into cards: the vocabulary each lesson teaches and the
 * exercises missed in its first round (a unit test adds only its misses). A new card is due at
 * once: the first review comes after the lesson, then FSRS spaces the next ones.
 */
export async function syncCards(db: Database, { userId }: Learner, now = new Date()): Promise<void> {
  const mark = await syncedTo(db, { userId });
  const finished = await finishedAttemptsSince(db, { userId, since: mark });
  // Nothing new since the mark: one indexed read, no write (the dashboard's usual case).
  if (finished.length === 0) return;
  const missed = await missedExercises(db, { userId, attemptIds: finished.map((attempt) => attempt.attemptId) });
  const rows = new Map<string, typeof reviewCard.$inferInsert>();
  for (const attempt of finished) {
    const vocabularyIds = attempt.kind === "lesson" ? lessonVocabularyIds(attempt.courseId, attempt.lessonId) : [];
    for (const key of cardsFromLesson({ vocabularyIds, missedExerciseIds: missed.get(attempt.attemptId) ?? [] })) {
      if (!rows.has(key))
        rows.set(key, {
          id: randomUUID(),
          userId,
          courseId: attempt.courseId,
          key,
          state: newCardState(attempt.at),
          due: attempt.at,
        });
    }
  }
  const held = await existingKeys(db, { userId, keys: [...rows.keys()] });
  await addCards(db, {
    userId,
    rows: [...rows.values()].filter((row) => !held.has(row.key)),
    syncedTo: new Date(now.getTime() - SYNC_OVERLAP_MS),
  });
}

/**
 * Cards from a conversation with Madame (a corrected sentence, a new word), due at once like a
 * lesson's. The same phrase twice is one card; one the learner already has is left as it is.
 */
export async function addPhraseCards(
  db: Database,
  { userId, courseId, cards }: Learner & { courseId: string; cards: PhraseCard[] },
  now = new Date(),
): Promise<void> {
  if (cards.length === 0) return;
  // The first wording of a phrase stays (a later one differs only in case or final punctuation).
  const rows = new Map<string, PhraseCard>();
  for (const card of cards) if (!rows.has(phraseCardKey(card))) rows.set(phraseCardKey(card), card);
  await db
    .insert(reviewCard)
    .values(
      [...rows].map(([key, payload]) => ({
        id: randomUUID(),
        userId,
        courseId,
        key,
        payload,
        state: newCardState(now),
        due: now,
      })),
    )
    .onConflictDoNothing();
}

/** The dashboard's "to review now", today's share under the daily limit and any backlog's spread. null before onboarding. */
export async function reviewOverview(db: Database, learner: Learner, now = new Date()): Promise<ReviewOverview | null> {
  const context = await reviewLearner(db, learner);
  if (!context) return null;
  await syncCards(db, learner, now);
  return overviewOf(db, context, now);
}

export type ReviewStart = { state: PlayerState } | { state: null; overview: ReviewOverview };

/**
 * The learner's review session: the open one (a reload resumes it), or a new one of the cards due
 * now in session order (`bySessionOrder`), no more than what is left of today's limit. When
 * nothing is due, or the limit is reached, what is waiting instead.
 */
export async function openReviewSession(
  db: Database,
  learner: Learner,
  locale: Locale,
  labels: { title: string; goal: string },
  now = new Date(),
): Promise<ReviewStart | null> {
  const context = await reviewLearner(db, learner);
  if (!context) return null;
  await syncCards(db, learner, now);
  const open = await findOpenSession(db, { userId: learner.userId, courseId: context.courseId });
  if (open) return { state: await sessionState(db, context, open, locale, labels) };

  const allowance = await allowanceToday(db, context, now);
  const limit = Math.min(SESSION_SIZE, allowance);
  const candidates = await cardsForSession(db, {
    userId: learner.userId,
    courseId: context.courseId,
    now,
    endOfDay: endOfLocalDay(now.getTime(), context.timeZone),
    limit,
  });
  const due = pickForSession(candidates, { now, timeZone: context.timeZone, size: SESSION_SIZE, allowance });
  if (due.length === 0) return { state: null, overview: await overviewOf(db, context, now) };
  const items = due.map((card) => ({
    cardId: card.id,
    key: card.key,
    form: formOf(card.key, card.state.state),
    ...(card.payload && { payload: card.payload }),
  }));
  const [session] = await db
    .insert(reviewSession)
    .values({ id: randomUUID(), userId: learner.userId, courseId: context.courseId, items })
    .returning();
  return { state: await sessionState(db, context, session!, locale, labels) };
}

function exerciseOf(session: SessionRow, position: number, locale: Locale) {
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

function resultOf(answer: Pick<StoredReviewAnswer, "verdict">, locale: Locale): AnswerResult {
  const verdict = answer.verdict as Omit<AnswerResult, "explanation"> & { explanation: Record<Locale, string> };
  return { ...verdict, explanation: verdict.explanation[locale] ?? "" };
}

function summaryOf(session: SessionRow): LessonSummary | null {
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

async function sessionState(
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

/** The sentence of a listen card, for the browser's speech synthesis. */
export async function reviewListenText(
  db: Database,
  learner: Learner,
  { attemptId, index }: ListenRequest,
): Promise<{ text: string; lang: string }> {
  const found = await sessionWithAnswers(db, { userId: learner.userId, sessionId: attemptId });
  const exercise = found && index < found.session.items.length ? exerciseOf(found.session, index, "fr") : null;
  if (!found || exercise?.type !== "listen") throw new ApiError("not_found");
  return { text: exercise.text, lang: speechLangOf[found.session.courseId as CourseId] };
}

/** The same sentence as audio from the text-to-speech server. */
export async function synthesizeReviewListen(
  db: Database,
  learner: Learner,
  request: ListenRequest,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  return synthesizeFor(db, learner, () => reviewListenText(db, learner, request), settings);
}

/** Saves the review settings given (checked by the route's schema: retention 0.80–0.95, daily limit 10–200). */
export async function saveReviewSettings(
  db: Database,
  learner: Learner,
  { retention, dailyLimit }: ReviewSettings,
): Promise<void> {
  const updated = await db
    .update(learnerProfile)
    .set({
      ...(retention !== undefined && { reviewRetention: retention }),
      ...(dailyLimit !== undefined && { reviewDailyLimit: dailyLimit }),
      updatedAt: new Date(),
    })
    .where(eq(learnerProfile.userId, learner.userId))
    .returning({ userId: learnerProfile.userId });
  if (updated.length === 0) throw new ApiError("not_found");
}

/** Saves the learner's desired retention alone. */
export async function setRetention(db: Database, learner: Learner, retention: number): Promise<void> {
  await saveReviewSettings(db, learner, { retention });
}

/** The learner's review settings, for the profile page; null before onboarding. */
export async function reviewSettingsOf(
  db: Database,
  learner: Learner,
): Promise<{ retention: number; dailyLimit: number } | null> {
  const context = await reviewLearner(db, learner);
  return context && { retention: context.retention, dailyLimit: context.dailyLimit };
}

export type { ReviewOverview };
