import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { pronunciationAttempt } from "@/db/schema";
import type { CourseId } from "@/features/learning";
import { WEAK } from "./coaching";
import type { PhraseScore } from "./scoring/score";
import { soundProgress } from "./sound-progress";

/*
 * What the rewards count of the pronunciation coach: the phrases the learner has said in the
 * green at least once (any course), and the sounds of the course they learn now that are
 * mastered by the coach's own rule (the last three scores of the sound at 80 or more).
 */

export type PronunciationMilestones = { phrasesPassed: number; soundsMastered: number };

/** The sound progress reads this many recent attempts, as the coach's page does. */
const SOUND_ATTEMPTS = 300;

export async function pronunciationMilestones(
  db: Database,
  { userId, courseId }: { userId: string; courseId: CourseId },
): Promise<PronunciationMilestones> {
  const [passed, attempts] = await Promise.all([
    db
      .select({
        phrases: sql<number>`count(distinct (${pronunciationAttempt.courseId}, ${pronunciationAttempt.phraseId}))::int`,
      })
      .from(pronunciationAttempt)
      .where(and(eq(pronunciationAttempt.userId, userId), gte(pronunciationAttempt.score, WEAK))),
    db
      .select({ createdAt: pronunciationAttempt.createdAt, result: pronunciationAttempt.result })
      .from(pronunciationAttempt)
      .where(and(eq(pronunciationAttempt.userId, userId), eq(pronunciationAttempt.courseId, courseId)))
      .orderBy(desc(pronunciationAttempt.createdAt))
      .limit(SOUND_ATTEMPTS),
  ]);
  const sounds = soundProgress(
    courseId,
    attempts
      .map((row) => ({ createdAt: row.createdAt, result: row.result as PhraseScore }))
      // An attempt stored without its sound-by-sound scores says nothing about any sound.
      .filter((row) => Array.isArray(row.result?.families)),
  );
  return {
    phrasesPassed: passed[0]?.phrases ?? 0,
    soundsMastered: sounds.filter((sound) => sound.status === "mastered").length,
  };
}
