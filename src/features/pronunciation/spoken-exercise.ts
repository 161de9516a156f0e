/*
 * The speak exercises of the lessons, scored by the coach's scorer: the exercise's sentence (looked
 * up in the learner's own attempt, never sent by the browser) against what the browser's recogniser
 * heard. The score is shown in the lesson as practice; it does not count toward the lesson's result
 * and is not kept in the coach's history (those phrases are not the coach's), but it is kept, with
 * its unit's band, for the speaking estimate.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { spokenExerciseScore } from "@/db/schema";
import { speakText, wordsOf, type ListenRequest } from "@/features/learning";
import { ApiError } from "@/lib/api/errors";
import { consume, spokenScoreLimit } from "@/lib/rate-limit";
import { phraseTarget } from "./phrase-check";
import { phonemize } from "./scoring/phonemes";
import { scoreBest, type PhraseScore } from "./scoring/score";
import type { SpokenExerciseInput } from "./schemas";

export async function scoreSpokenExercise(
  db: Database,
  learner: { userId: string },
  { attemptId, index, alternatives }: SpokenExerciseInput,
): Promise<PhraseScore & { recognized: string }> {
  const ref: ListenRequest = { attemptId, index };
  const { text, courseId, exerciseId, level } = await speakText(db, learner, ref);
  const heardTexts = alternatives.filter(Boolean);
  if (heardTexts.length === 0) throw new ApiError("pronunciation_nothing_heard");
  const decision = await consume(db, spokenScoreLimit, learner.userId);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  const target = await phraseTarget(text, courseId);
  const heard = await Promise.all(heardTexts.map((heardText) => phonemize(heardText, courseId)));
  const { result, index: best } = scoreBest(target, heard, courseId, undefined, wordsOf(courseId));
  await db
    .insert(spokenExerciseScore)
    .values({ id: randomUUID(), userId: learner.userId, courseId, exerciseId, level, score: result.score });
  return { ...result, recognized: heardTexts[best]! };
}
