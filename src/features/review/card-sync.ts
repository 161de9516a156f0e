/*
 * Where cards come from: the lessons the learner finished and the phrases of a conversation with
 * Madame. Reading and opening a session both sync first, so cards are there when they are due.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { reviewCard } from "@/db/schema";
import { finishedAttemptsSince, lessonVocabularyIds, missedExercises } from "@/features/learning";
import { cardsFromLesson, phraseCardKey, type PhraseCard } from "./cards";
import { addCards, existingKeys, syncedTo } from "./queries";
import { newCardState } from "./scheduler";

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
