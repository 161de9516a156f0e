import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { pronunciationSelfRating } from "@/db/schema";
import type { SelfRating } from "./schemas";
import type { SelfRatingView } from "./types";

type LearnerCourse = { userId: string; courseId: string };

/** Ratings read for the history of every phrase at once. */
const HISTORY_RATINGS = 300;
/** Latest ratings shown with each phrase. */
const RATINGS_PER_PHRASE = 5;

export async function insertSelfRating(
  db: Database,
  row: LearnerCourse & { id: string; phraseId: string; rating: SelfRating; createdAt: Date },
): Promise<void> {
  await db.insert(pronunciationSelfRating).values(row);
}

/** The learner's latest ratings in a course, by phrase, newest first. */
export async function selfRatingsByPhrase(
  db: Database,
  { userId, courseId }: LearnerCourse,
): Promise<Map<string, SelfRatingView[]>> {
  const rows = await db
    .select()
    .from(pronunciationSelfRating)
    .where(and(eq(pronunciationSelfRating.userId, userId), eq(pronunciationSelfRating.courseId, courseId)))
    .orderBy(desc(pronunciationSelfRating.createdAt), desc(pronunciationSelfRating.id))
    .limit(HISTORY_RATINGS);
  const byPhrase = new Map<string, SelfRatingView[]>();
  for (const row of rows) {
    const list = byPhrase.get(row.phraseId) ?? [];
    if (list.length < RATINGS_PER_PHRASE)
      byPhrase.set(row.phraseId, [
        ...list,
        {
          id: row.id,
          phraseId: row.phraseId,
          rating: row.rating as SelfRating,
          createdAt: row.createdAt.toISOString(),
        },
      ]);
  }
  return byPhrase;
}
