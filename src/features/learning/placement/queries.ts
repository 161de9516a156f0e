import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { cache } from "react";
import type { Database } from "@/db";
import { placementTest, type StoredPlacementAnswer } from "@/db/schema";
import { issueCertificate } from "@/features/certificates";
import { recordPlacementLevel } from "../levels-reached";

export type PlacementRow = typeof placementTest.$inferSelect;
type Owner = { userId: string; courseId: string };

/** The learner's unfinished test for the course, if any. */
export async function findOpenTest(db: Database, { userId, courseId }: Owner): Promise<PlacementRow | null> {
  const [row] = await db
    .select()
    .from(placementTest)
    .where(
      and(eq(placementTest.userId, userId), eq(placementTest.courseId, courseId), isNull(placementTest.finishedAt)),
    )
    .orderBy(desc(placementTest.startedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The learner's latest finished result for the course (a test, or a claimed trial); `kind` narrows it.
 * Read once per render: the dashboard's standing and the course's progress both ask.
 */
export function latestResult(
  db: Database,
  { userId, courseId }: Owner,
  kind?: PlacementRow["kind"],
): Promise<PlacementRow | null> {
  return latestResultOfRender(db, userId, courseId, kind);
}

const latestResultOfRender = cache(
  async (db: Database, userId: string, courseId: string, kind?: PlacementRow["kind"]): Promise<PlacementRow | null> => {
    const [row] = await db
      .select()
      .from(placementTest)
      .where(
        and(
          eq(placementTest.userId, userId),
          eq(placementTest.courseId, courseId),
          isNotNull(placementTest.finishedAt),
          kind ? eq(placementTest.kind, kind) : undefined,
        ),
      )
      .orderBy(desc(placementTest.finishedAt))
      .limit(1);
    return row ?? null;
  },
);

/** One test, only if it is the learner's own. */
export async function getTest(
  db: Database,
  { userId, testId }: { userId: string; testId: string },
): Promise<PlacementRow | null> {
  const [row] = await db
    .select()
    .from(placementTest)
    .where(and(eq(placementTest.id, testId), eq(placementTest.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertTest(db: Database, row: typeof placementTest.$inferInsert): Promise<PlacementRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(placementTest).values(row).returning();
    // A claimed trial arrives finished: its result is a level reached.
    if (inserted!.finishedAt && inserted!.result)
      await recordPlacementLevel(tx, {
        userId: inserted!.userId,
        courseId: inserted!.courseId,
        level: inserted!.result.overall,
        at: inserted!.finishedAt,
      });
    return inserted!;
  });
}

/**
 * Appends one answer, only if the test still has exactly `index` answers (two sends of the same
 * answer at once store it once). Returns whether this call stored it.
 */
export async function appendAnswer(
  db: Database,
  { userId, testId, index }: { userId: string; testId: string; index: number },
  change: {
    answer: StoredPlacementAnswer;
    currentItemId: string | null;
    finish?: Pick<PlacementRow, "result" | "startUnitId">;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const finishedAt = new Date();
    const updated = await tx
      .update(placementTest)
      .set({
        answers: sql`${placementTest.answers} || ${JSON.stringify([change.answer])}::jsonb`,
        currentItemId: change.currentItemId,
        ...(change.finish && { finishedAt, result: change.finish.result, startUnitId: change.finish.startUnitId }),
      })
      .where(
        and(
          eq(placementTest.id, testId),
          eq(placementTest.userId, userId),
          isNull(placementTest.finishedAt),
          sql`jsonb_array_length(${placementTest.answers}) = ${index}`,
        ),
      )
      .returning({ courseId: placementTest.courseId });
    const level = change.finish?.result?.overall;
    if (updated[0] && level) {
      await recordPlacementLevel(tx, { userId, courseId: updated[0].courseId, level, at: finishedAt });
      // A finished test confirms its level: a certificate when it is A1 or above and higher than those held.
      await issueCertificate(tx, {
        userId,
        courseId: updated[0].courseId,
        level,
        source: "placement",
        sourceId: testId,
        at: finishedAt,
      });
    }
    return updated.length > 0;
  });
}
