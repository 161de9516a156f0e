import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { learnerDay, lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { addStaff } from "@/features/team/testing/staff";
import { learnerTrack, teamTrack } from "./service";

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
    const named = await teamTrack(bed.db, { ...A, dataSharing: "named" }, "status", now);
    if (named.kind !== "named") throw new Error("expected rows");
    expect(named.rows.map((row) => row.userId)).toEqual([carlos.userId]);
    expect(named.rows[0]!.readiness.status).toBe("onTrack");

    const other = await teamTrack(bed.db, { ...B, dataSharing: "named" }, "status", now);
    if (other.kind !== "named") throw new Error("expected rows");
    expect(other.rows.map((row) => row.userId)).toEqual([priya.userId]);
    expect(other.rows[0]!.readiness.stepsDone).toBe(1);
  });

  it("gives counts only without named sharing, withheld under five people", async () => {
    const few = await teamTrack(bed.db, { ...A, dataSharing: "aggregates" }, "status", now);
    expect(few).toEqual({ kind: "aggregate", learners: 1, counts: null });
    expect(JSON.stringify(few)).not.toContain(twoTenants.a.learner.name);

    await addStaff(bed.db, { organizationId: A.organizationId, count: 4 });
    const enough = await teamTrack(bed.db, { ...A, dataSharing: "aggregates" }, "status", now);
    expect(enough).toEqual({
      kind: "aggregate",
      learners: 5,
      counts: { ready: 0, onTrack: 1, onTheWay: 0, notStarted: 4 },
    });
    // Organization B's figures never count A's people.
    expect(await teamTrack(bed.db, { ...B, dataSharing: "aggregates" }, "status", now)).toEqual({
      kind: "aggregate",
      learners: 1,
      counts: null,
    });
  });
});
