import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerDay, levelReached, placementTest } from "@/db/schema";
import { inUserSet, type UserSet } from "@/db/user-set";
import { highestLevel, isLevel, type Level } from "@/lib/levels";
import { PACE_WEEKS } from "./readiness";

/** The track is French's: level 4 of the Échelle québécoise describes French. */
export const TRACK_COURSE = "fr" as const;

export type LearnerInputs = { listening: Level | null; levelReached: Level | null; recentMinutes: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the estimate reads for these learners (`users`, when given, selects the same people in the
 * database), in three queries whatever their number: the latest
 * placement's listening level, the best level reached in French, and the minutes of lessons and
 * reviews over the last PACE_WEEKS weeks from the daily rollup (`learner_day`).
 */
export async function readinessInputs(
  db: Database,
  { userIds, users = userIds }: { userIds: readonly string[]; users?: UserSet },
  now: Date,
): Promise<Map<string, LearnerInputs>> {
  const inputs = new Map<string, LearnerInputs>(
    userIds.map((userId) => [userId, { listening: null, levelReached: null, recentMinutes: 0 }]),
  );
  if (userIds.length === 0) return inputs;
  const since = new Date(now.getTime() - PACE_WEEKS * 7 * DAY_MS).toISOString().slice(0, 10);
  const [placements, levels, minutes] = await Promise.all([
    db
      .selectDistinctOn([placementTest.userId], { userId: placementTest.userId, result: placementTest.result })
      .from(placementTest)
      .where(
        and(
          inUserSet(placementTest.userId, users),
          eq(placementTest.courseId, TRACK_COURSE),
          isNotNull(placementTest.finishedAt),
          isNotNull(placementTest.result),
        ),
      )
      .orderBy(placementTest.userId, desc(placementTest.finishedAt)),
    db
      .select({ userId: levelReached.userId, level: levelReached.level })
      .from(levelReached)
      .where(and(inUserSet(levelReached.userId, users), eq(levelReached.courseId, TRACK_COURSE))),
    db
      .select({
        userId: learnerDay.userId,
        seconds: sql<number>`coalesce(sum(${learnerDay.lessonSeconds} + ${learnerDay.reviewSeconds}), 0)::float8`,
      })
      .from(learnerDay)
      .where(and(inUserSet(learnerDay.userId, users), gte(learnerDay.day, since)))
      .groupBy(learnerDay.userId),
  ]);
  // `users` may name someone who joined after `userIds` was read: only `userIds` get an entry.
  for (const { userId, result } of placements) {
    const own = inputs.get(userId);
    const listening = result?.skills.listening;
    if (own) own.listening = isLevel(listening) ? listening : null;
  }
  for (const { userId, level } of levels) {
    const own = inputs.get(userId);
    if (own) own.levelReached = highestLevel<Level>([own.levelReached, level]);
  }
  for (const { userId, seconds } of minutes) {
    const own = inputs.get(userId);
    if (own) own.recentMinutes = Math.round(Number(seconds) / 60);
  }
  return inputs;
}
