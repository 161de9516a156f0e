/*
 * Record and compare: where nothing can score a recording (or beside the score), the learner
 * hears their recording after the model and says how close it was. Only that judgement reaches
 * the server; the recording stays in the browser.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { learnerCourse } from "@/features/learning";
import { ApiError } from "@/lib/api/errors";
import { isSelfRating, type SelfRatingInput } from "./schemas";
import { insertSelfRating } from "./self-rating-queries";
import { lookUpPhrase } from "./service";
import type { SelfRatingView } from "./types";

/** Stores the learner's rating of a phrase of their course (authored, or generated for them alone). */
export async function rateRecording(
  db: Database,
  learner: { userId: string },
  { phraseId, rating }: SelfRatingInput,
  now = new Date(),
): Promise<SelfRatingView> {
  if (!isSelfRating(rating)) throw new ApiError("pronunciation_self_rating_invalid");
  const courseId = await learnerCourse(db, learner);
  if (!courseId) throw new ApiError("not_found");
  // Someone else's generated phrase is as unknown as a made-up id.
  const phrase = await lookUpPhrase(db, learner, courseId, phraseId);
  if (!phrase) throw new ApiError("pronunciation_self_rating_invalid");
  const row = { id: randomUUID(), userId: learner.userId, courseId, phraseId: phrase.id, rating, createdAt: now };
  await insertSelfRating(db, row);
  return { id: row.id, phraseId: row.phraseId, rating, createdAt: now.toISOString() };
}
