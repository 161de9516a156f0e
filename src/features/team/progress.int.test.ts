import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { levelReached } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { teamProgress } from "./progress";
import { createUnit } from "./structure";
import { addStaff } from "./testing/staff";

const bed = testBed();
const { a, b } = twoTenants;
const A = { organizationId: a.organization.id, timeZone: "America/Toronto" };
const B = { organizationId: b.organization.id, timeZone: "America/Toronto" };
const now = new Date("2026-11-20T15:00:00Z");
const weekOf = (progress: Awaited<ReturnType<typeof teamProgress>>, monday: string) =>
  progress.weeks.find((week) => week.week === monday)!;

describe("team progress: aggregates only, groups under five withheld", () => {
  it("hides a week's minutes and lessons when fewer than five people were active, and shows them from five", async () => {
    const { id: bakery } = await createUnit(bed.db, { ...A, actorId: a.admin.id }, "department", "Boulangerie");
    // Four bakers practise in the week of November 9, five more (nine) in the week of November 16.
    await addStaff(bed.db, {
      ...A,
      count: 4,
      departmentId: bakery,
      level: { level: "A1", at: new Date("2026-01-10T12:00:00Z") },
      lessons: [
        { at: new Date("2026-11-10T14:00:00Z"), seconds: 600 },
        { at: new Date("2026-11-17T14:00:00Z"), seconds: 300 },
      ],
    });
    await addStaff(bed.db, {
      ...A,
      count: 5,
      level: { level: "A2", at: new Date("2026-10-01T12:00:00Z") },
      lessons: [{ at: new Date("2026-11-18T14:00:00Z"), seconds: 1200 }],
    });
    const progress = await teamProgress(bed.db, A, now);
    expect(progress.weeks).toHaveLength(26);
    expect(weekOf(progress, "2026-11-09")).toEqual({
      week: "2026-11-09",
      activeLearners: 4,
      minutes: null,
      lessons: null,
      suppressed: true,
    });
    expect(weekOf(progress, "2026-11-16")).toEqual({
      week: "2026-11-16",
      activeLearners: 9,
      minutes: 4 * 5 + 5 * 20,
      lessons: 9,
      suppressed: false,
    });
    expect(weekOf(progress, "2026-11-02")).toMatchObject({ activeLearners: 0, minutes: 0, suppressed: false });
  });

  it("withholds a department under five, and the next smallest so the hidden one cannot be recomputed", async () => {
    const progress = await teamProgress(bed.db, A, now);
    // 12 people: 4 bakers (A1), 5 without department (A2) and the 3 fixture people (no level).
    expect(progress.levels).toMatchObject({ people: 12, suppressed: false, counts: { none: 3, A1: 4, A2: 5 } });
    const bakery = progress.byDepartment.find((group) => group.name === "Boulangerie")!;
    expect(bakery).toMatchObject({ people: 4, counts: null, suppressed: true });
    const unassigned = progress.byDepartment.find((group) => group.key === "none")!;
    expect(unassigned).toMatchObject({ people: 8, counts: null, suppressed: true });
  });

  it("counts level gains among people who had a level at the start, only from five of them", async () => {
    const before = await teamProgress(bed.db, A, now);
    // The five A2s had a level only since October: none of them is compared over 3 months or more… except the 4 A1 bakers.
    expect(before.gains.find((gain) => gain.months === 3)).toMatchObject({
      learners: 4,
      gained: null,
      suppressed: true,
    });
    const movers = await addStaff(bed.db, {
      ...A,
      count: 5,
      level: { level: "A1", at: new Date("2026-03-01T12:00:00Z") },
    });
    await bed.db.insert(levelReached).values(
      movers.slice(0, 3).map((userId) => ({
        id: randomUUID(),
        userId,
        courseId: "fr",
        level: "B1" as const,
        source: "unit" as const,
        reachedAt: new Date("2026-10-15T12:00:00Z"),
      })),
    );
    const after = await teamProgress(bed.db, A, now);
    expect(after.gains.find((gain) => gain.months === 6)).toMatchObject({
      learners: 9,
      gained: 3,
      averageSteps: 0.7,
      suppressed: false,
    });
    expect(after.gains.find((gain) => gain.months === 12)).toMatchObject({ learners: 0, suppressed: true });
  });

  it("never counts another organization's people", async () => {
    const progress = await teamProgress(bed.db, B, now);
    expect(progress.levels.people).toBe(2);
    expect(progress.weeks.every((week) => week.activeLearners === 0)).toBe(true);
  });
});
