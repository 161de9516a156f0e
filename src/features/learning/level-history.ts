import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "@/db";
import { levelReached, placementTest } from "@/db/schema";
import type { Level } from "@/lib/levels";
import type { CourseId } from "./content";

/*
 * How a learner's level came to be, newest first: each finished placement test (or claimed trial)
 * with its level per skill, and each unit completed that raised the level reached. The dashboard
 * shows the latest; this is the story behind it.
 */

export type PlacementSkill = "reading" | "listening" | "writing";

export type LevelEvent =
  | {
      kind: "placement" | "trial";
      at: Date;
      overall: string;
      skills: Record<PlacementSkill, string | null>;
    }
  | { kind: "unit"; at: Date; level: Level };

export async function levelHistory(
  db: Database,
  { userId, courseId }: { userId: string; courseId: CourseId },
): Promise<LevelEvent[]> {
  const [tests, units] = await Promise.all([
    db
      .select({ kind: placementTest.kind, at: placementTest.finishedAt, result: placementTest.result })
      .from(placementTest)
      .where(
        and(
          eq(placementTest.userId, userId),
          eq(placementTest.courseId, courseId),
          isNotNull(placementTest.finishedAt),
          isNotNull(placementTest.result),
        ),
      )
      .orderBy(desc(placementTest.finishedAt)),
    db
      .select({ level: levelReached.level, at: levelReached.reachedAt })
      .from(levelReached)
      .where(and(eq(levelReached.userId, userId), eq(levelReached.courseId, courseId), eq(levelReached.source, "unit")))
      .orderBy(desc(levelReached.reachedAt)),
  ]);
  const events: LevelEvent[] = [
    ...tests.map(({ kind, at, result }) => ({
      kind: kind === "test" ? ("placement" as const) : ("trial" as const),
      at: at!,
      overall: result!.overall,
      skills: {
        reading: result!.skills.reading ?? null,
        listening: result!.skills.listening ?? null,
        writing: result!.skills.writing ?? null,
      },
    })),
    ...units.map(({ level, at }) => ({ kind: "unit" as const, at, level })),
  ];
  return events.sort((x, y) => y.at.getTime() - x.at.getTime());
}
