import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { learnerDay, lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { addStaff } from "@/features/team/testing/staff";
import { learnerTrack, TEAM_TRACK_PAGE_SIZE, teamTrack } from "./service";

const bed = testBed();
const now = new Date("2026-11-20T15:00:00Z");
const A = { organizationId: twoTenants.a.organization.id };
const B = { organizationId: twoTenants.b.organization.id };
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };

async function finishStep(userId: string, lessonId: string) {
  await bed.db.insert(lessonAttempt).values({
    id: randomUUID(),
    userId,
    courseId: "fr",
    lessonId,
    items: [],
    finishedAt: now,
    correct: 9,
    answered: 10,
    durationSeconds: 600,
  });
}

/** A day of practice in the daily rollup: `minutes` of lessons. */
async function practised(userId: string, day: string, minutes: number) {
  await bed.db
    .insert(learnerDay)
    .values({ userId, timeZone: "America/Toronto", day, hour: 9, lessonSeconds: minutes * 60 });
}

describe("the level-4 track's readiness", () => {
  it("starts as not started, then dates the learner from their pace", async () => {
    const before = (await learnerTrack(bed.db, carlos, "es", { now }))!;
    expect(before.readiness.status).toBe("notStarted");
    expect(before.suggested).toBe(true);
    expect(before.track.nextLessonId).toBe(before.track.steps[0]!.lessonId);

    await finishStep(carlos.userId, before.track.steps[0]!.lessonId);
    await practised(carlos.userId, "2026-11-18", 90);
    await practised(carlos.userId, "2026-11-01", 90);
    // Older than four weeks: not the pace any more.
    await practised(carlos.userId, "2026-09-01", 600);
    const after = (await learnerTrack(bed.db, carlos, "es", { now }))!;
    expect(after.track.done).toBe(1);
    // 90 + 90 minutes, and the step's own 10 (the rollup counts finished lessons), over four weeks.
    expect(after.readiness).toMatchObject({ status: "onTrack", weeklyMinutes: 48, stepsDone: 1 });
    expect(after.readiness.readyBy!.getTime()).toBeGreaterThan(now.getTime());
  });

  it("is not offered to someone learning English", async () => {
    expect(await learnerTrack(bed.db, { userId: twoTenants.a.admin.id }, "fr", { now })).toBeNull();
  });

  it("shows an employer their own members only, named under named sharing", async () => {
    await finishStep(priya.userId, "fr-n4-u01-l02");
    const named = await teamTrack(bed.db, { ...A, dataSharing: "named" }, { sort: "status" }, now);
    if (named.kind !== "named") throw new Error("expected rows");
    expect(named.rows.map((row) => row.userId)).toEqual([carlos.userId]);
    expect(named.rows[0]!.readiness.status).toBe("onTrack");

    const other = await teamTrack(bed.db, { ...B, dataSharing: "named" }, { sort: "status" }, now);
    if (other.kind !== "named") throw new Error("expected rows");
    expect(other.rows.map((row) => row.userId)).toEqual([priya.userId]);
    expect(other.rows[0]!.readiness.stepsDone).toBe(1);
  });

  it("keeps the estimates a few minutes for the whole organization, dates and all", async () => {
    const first = await teamTrack(bed.db, { ...A, dataSharing: "named" }, { sort: "status" }, now);
    await practised(carlos.userId, "2026-11-19", 300);
    const again = await teamTrack(bed.db, { ...A, dataSharing: "named" }, { sort: "name" }, now);
    if (first.kind !== "named" || again.kind !== "named") throw new Error("expected rows");
    // Read back from the stored figures: the same estimate, its date a Date again.
    expect(again.computedAt).toEqual(first.computedAt);
    expect(again.rows).toEqual(first.rows);
    expect(again.rows[0]!.readiness.readyBy).toBeInstanceOf(Date);
  });

  it("gives counts only without named sharing, withheld under five people", async () => {
    const few = await teamTrack(bed.db, { ...A, dataSharing: "aggregates" }, { sort: "status" }, now);
    expect(few).toEqual({ kind: "aggregate", learners: 1, counts: null, computedAt: expect.any(Date) });
    expect(JSON.stringify(few)).not.toContain(twoTenants.a.learner.name);

    await addStaff(bed.db, { organizationId: A.organizationId, count: 4 });
    const enough = await teamTrack(bed.db, { ...A, dataSharing: "aggregates" }, { sort: "status" }, now);
    expect(enough).toEqual({
      kind: "aggregate",
      learners: 5,
      counts: { ready: 0, onTrack: 1, onTheWay: 0, notStarted: 4 },
      computedAt: expect.any(Date),
    });
    // Organization B's figures never count A's people.
    expect(await teamTrack(bed.db, { ...B, dataSharing: "aggregates" }, { sort: "status" }, now)).toEqual({
      kind: "aggregate",
      learners: 1,
      counts: null,
      computedAt: expect.any(Date),
    });
  });

  it("pages the named table, clamping a page past the end to the last", async () => {
    await addStaff(bed.db, { organizationId: A.organizationId, count: TEAM_TRACK_PAGE_SIZE });
    const scope = { ...A, dataSharing: "named" as const };
    const first = await teamTrack(bed.db, scope, { sort: "name" }, now);
    const last = await teamTrack(bed.db, scope, { sort: "name", page: 99 }, now);
    if (first.kind !== "named" || last.kind !== "named") throw new Error("expected rows");
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 5 + TEAM_TRACK_PAGE_SIZE });
    expect(first.rows).toHaveLength(TEAM_TRACK_PAGE_SIZE);
    expect(last).toMatchObject({ page: 2, pageCount: 2 });
    expect(last.rows).toHaveLength(5);
    const everyone = [...first.rows, ...last.rows].map((row) => row.userId);
    expect(new Set(everyone).size).toBe(5 + TEAM_TRACK_PAGE_SIZE);
  });
});
