import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { levelReached } from "@/db/schema";
import { levelRank, type Level } from "@/lib/levels";

/*
 * The levels a learner reached, recorded as they happen: a placement result, or a unit of a higher
 * level completed. The team's levels and level gains read this history; lessons are never
 * re-counted for them.
 */

/** A placement result (full test or claimed trial): recorded as it is, even when lower. */
export async function recordPlacementLevel(
  db: Database,
  row: { userId: string; courseId: string; level: string; at: Date },
): Promise<void> {
  if (levelRank(row.level) < 0) return;
  await db.insert(levelReached).values({
    id: randomUUID(),
    userId: row.userId,
    courseId: row.courseId,
    level: row.level as Level,
    source: "placement",
    reachedAt: row.at,
  });
}

/** A unit of this level completed: recorded only when above every level recorded for the course. */
export async function recordUnitLevel(
  db: Database,
  { userId, courseId, level }: { userId: string; courseId: string; level: string },
): Promise<void> {
  const recorded = await db
    .select({ level: levelReached.level })
    .from(levelReached)
    .where(and(eq(levelReached.userId, userId), eq(levelReached.courseId, courseId)));
  if (levelRank(level) <= Math.max(-1, ...recorded.map((row) => levelRank(row.level)))) return;
  await db.insert(levelReached).values({ id: randomUUID(), userId, courseId, level: level as Level, source: "unit" });
}
