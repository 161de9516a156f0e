/*
 * Perception drills: the learner hears one word of a minimal pair and says which of the two it
 * was. Which word is played is decided and kept here: the browser gets the audio by the item's
 * opaque id, and the verdict comes from the server. Works with no microphone and no recognition.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Database } from "@/db";
import { perceptionAnswer } from "@/db/schema";
import { learnerCourse, pick, speechLangOf, synthesizeFor, type CourseId } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { speechSettings, type SpeechAudio, type SpeechSettings } from "@/lib/speech";
import { getPronunciation } from "./content";
import { chooseItems, type PairSide } from "./perception-items";
import type { PerceptionAnswerInput, PerceptionAudioInput } from "./schemas";
import { soundFamilies, type SoundFamily } from "./scoring/target";
import type { PerceptionProgress, PerceptionRound, PerceptionVerdict } from "./types";

type Learner = { userId: string };

/** The latest answers a family's progress is counted on: recent enough to show change. */
const PERCEPTION_WINDOW = 20;
/** Answers read for the progress of every family at once. */
const PROGRESS_READ = 500;
/** Items never answered are dropped after a day: a round is done in minutes. */
const UNANSWERED_KEEP_MS = 86_400_000;

async function courseOf(db: Database, learner: Learner): Promise<CourseId> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) throw new ApiError("not_found");
  return courseId;
}

function pairOf(courseId: CourseId, pairId: string) {
  const pair = getPronunciation(courseId).pairs.find((item) => item.id === pairId);
  // Pair ids are stable forever; a missing one means the content lost it.
  if (!pair) throw new Error(`pronunciation pair ${pairId} missing from content/pronunciation/${courseId}`);
  return pair;
}

/** The learner's item, or the stable error for an id that is unknown or someone else's (the same: nothing to tell apart). */
async function itemOf(db: Database, learner: Learner, itemId: string) {
  const [row] = await db
    .select()
    .from(perceptionAnswer)
    .where(and(eq(perceptionAnswer.id, itemId), eq(perceptionAnswer.userId, learner.userId)))
    .limit(1);
  if (!row) throw new ApiError("perception_item_unknown");
  return row;
}

/** A round for one family of the learner's course: its items stored unanswered, the two words of each shown. */
export async function startPerceptionRound(
  db: Database,
  learner: Learner,
  { family }: { family: string },
  locale: Locale,
  now = new Date(),
): Promise<PerceptionRound> {
  const courseId = await courseOf(db, learner);
  if (!(soundFamilies[courseId] as readonly string[]).includes(family)) throw new ApiError("not_found");
  const pairs = getPronunciation(courseId).pairs.filter((pair) => pair.family === family);
  const items = chooseItems(pairs).map(({ pair, played }) => ({ id: randomUUID(), pair, played }));
  await db.transaction(async (tx) => {
    await tx
      .delete(perceptionAnswer)
      .where(
        and(
          eq(perceptionAnswer.userId, learner.userId),
          isNull(perceptionAnswer.answeredAt),
          lt(perceptionAnswer.createdAt, new Date(now.getTime() - UNANSWERED_KEEP_MS)),
        ),
      );
    if (items.length > 0)
      await tx.insert(perceptionAnswer).values(
        items.map(({ id, pair, played }) => ({
          id,
          userId: learner.userId,
          courseId,
          pairId: pair.id,
          family,
          played,
          createdAt: now,
        })),
      );
  });
  const word = (side: { text: string; meaning: Parameters<typeof pick>[0] }) => ({
    text: side.text,
    meaning: pick(side.meaning, locale),
  });
  return {
    family: family as SoundFamily,
    items: items.map(({ id, pair }) => ({ id, a: word(pair.a), b: word(pair.b) })),
  };
}

/**
 * An item's word in the server's voice: the one played, by the item's id alone; either word of
 * the pair only once the item is answered (to compare them), never before.
 */
export async function perceptionAudio(
  db: Database,
  learner: Learner,
  { itemId, side }: PerceptionAudioInput,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  return synthesizeFor(
    db,
    learner,
    async () => {
      const item = await itemOf(db, learner, itemId);
      if (side !== "played" && item.answeredAt === null) throw new ApiError("perception_not_answered");
      const courseId = item.courseId as CourseId;
      const pair = pairOf(courseId, item.pairId);
      const chosen = side === "played" ? (item.played as PairSide) : side;
      return { text: pair[chosen].text, lang: speechLangOf[courseId] };
    },
    settings,
  );
}

/** The learner's answer checked against the word played, stored once: a second answer to the same item is refused. */
export async function answerPerception(
  db: Database,
  learner: Learner,
  { itemId, choice }: PerceptionAnswerInput,
  now = new Date(),
): Promise<PerceptionVerdict> {
  const item = await itemOf(db, learner, itemId);
  const correct = item.played === choice;
  // Answered only if still unanswered: two answers sent at once cannot both count.
  const [stored] = await db
    .update(perceptionAnswer)
    .set({ chosen: choice, correct, answeredAt: now })
    .where(
      and(
        eq(perceptionAnswer.id, item.id),
        eq(perceptionAnswer.userId, learner.userId),
        isNull(perceptionAnswer.answeredAt),
      ),
    )
    .returning({ id: perceptionAnswer.id });
  if (!stored) throw new ApiError("perception_item_answered");
  const family = item.family as SoundFamily;
  const progress = (await familyProgress(db, learner.userId, item.courseId)).get(family) ?? {
    family,
    answered: 0,
    right: 0,
  };
  return { itemId: item.id, correct, played: item.played as PairSide, progress };
}

async function familyProgress(
  db: Database,
  userId: string,
  courseId: string,
): Promise<Map<string, PerceptionProgress>> {
  const rows = await db
    .select({ family: perceptionAnswer.family, correct: perceptionAnswer.correct })
    .from(perceptionAnswer)
    .where(
      and(
        eq(perceptionAnswer.userId, userId),
        eq(perceptionAnswer.courseId, courseId),
        isNotNull(perceptionAnswer.answeredAt),
      ),
    )
    .orderBy(desc(perceptionAnswer.answeredAt))
    .limit(PROGRESS_READ);
  const progress = new Map<string, PerceptionProgress>();
  for (const row of rows) {
    const entry = progress.get(row.family) ?? { family: row.family as SoundFamily, answered: 0, right: 0 };
    if (entry.answered >= PERCEPTION_WINDOW) continue;
    entry.answered += 1;
    if (row.correct) entry.right += 1;
    progress.set(row.family, entry);
  }
  return progress;
}

/** Every family of the learner's course with its right answers among the latest ones (none yet: 0 of 0). */
export async function perceptionProgress(db: Database, learner: Learner): Promise<PerceptionProgress[]> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return [];
  const progress = await familyProgress(db, learner.userId, courseId);
  return (soundFamilies[courseId] as readonly SoundFamily[]).map(
    (family) => progress.get(family) ?? { family, answered: 0, right: 0 },
  );
}
