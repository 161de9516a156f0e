import { createHash } from "node:crypto";

/*
 * Where review cards come from: every vocabulary item a lesson teaches and every exercise the
 * learner missed. A card is named by its source, so a learner has at most one card per source
 * and creating them again is harmless. Content ids are stable forever and unique across courses
 * (they start with the course id: fr-u01-v03, en-u02-l01-e04), so the key needs nothing else.
 */

export type CardSource =
  | { kind: "vocab"; vocabularyItemId: string }
  | { kind: "exercise"; exerciseId: string }
  | { kind: "phrase"; phraseId: string };
export type CardKey = `vocab:${string}` | `exercise:${string}` | `phrase:${string}`;

/**
 * A card from a conversation with Madame: a sentence she corrected, or a new word of her debrief.
 * Its content is not in a course, so the card carries it (review_card.payload).
 */
export type PhraseCard =
  | { kind: "fix"; said: string; corrected: string; explanation: string }
  | { kind: "word"; phrase: string; meaning: string };

/** The content id format (content-schema.ts): lowercase letters, digits and single dashes. */
const CONTENT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEY = /^(vocab|exercise|phrase):([a-z0-9]+(?:-[a-z0-9]+)*)$/;

function contentId(id: string, what: string): string {
  if (!CONTENT_ID.test(id)) throw new RangeError(`not a content id for a ${what}: ${JSON.stringify(id)}`);
  return id;
}

export function vocabularyCardKey(vocabularyItemId: string): CardKey {
  return `vocab:${contentId(vocabularyItemId, "vocabulary item")}`;
}

export function exerciseCardKey(exerciseId: string): CardKey {
  return `exercise:${contentId(exerciseId, "exercise")}`;
}

/** One card per phrase to learn, whatever its case, spacing or final punctuation: the same correction twice is one card. */
export function phraseCardKey(card: PhraseCard): CardKey {
  const text = (card.kind === "fix" ? card.corrected : card.phrase)
    .toLowerCase()
    .replace(/[\s.!?]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();
  return `phrase:${createHash("sha256").update(`${card.kind}\n${text}`).digest("hex").slice(0, 24)}`;
}

export function cardKey(source: CardSource): CardKey {
  if (source.kind === "phrase") return `phrase:${contentId(source.phraseId, "phrase")}`;
  return source.kind === "vocab" ? vocabularyCardKey(source.vocabularyItemId) : exerciseCardKey(source.exerciseId);
}

/** The source a stored key names, or null for anything that is not a card key. */
export function parseCardKey(key: string): CardSource | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, kind, id = ""] = match;
  if (kind === "phrase") return { kind: "phrase", phraseId: id };
  return kind === "vocab" ? { kind: "vocab", vocabularyItemId: id } : { kind: "exercise", exerciseId: id };
}

/**
 * The cards a finished lesson creates: its vocabulary, then the exercises missed, each once, in
 * that order. Keys in `existing` (the learner's cards already) are left out, so the result is
 * exactly what to insert; the insert should still ignore a conflict on (learner, key), for two
 * lessons finished at the same moment.
 */
export function cardsFromLesson(
  { vocabularyIds, missedExerciseIds }: { vocabularyIds: readonly string[]; missedExerciseIds: readonly string[] },
  existing: ReadonlySet<string> = new Set(),
): CardKey[] {
  const keys = [...vocabularyIds.map(vocabularyCardKey), ...missedExerciseIds.map(exerciseCardKey)];
  return [...new Set(keys)].filter((key) => !existing.has(key));
}
