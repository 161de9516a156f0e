import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { levelReached, placementTest } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { levelHistory } from "./level-history";

const bed = testBed();
const carlos = twoTenants.a.learner.id;
const priya = twoTenants.b.learner.id;

const placement = (userId: string, courseId: string, finishedAt: Date | null, overall: string, kind = "test") => ({
  id: randomUUID(),
  userId,
  courseId,
  kind: kind as "test" | "trial",
  startedAt: new Date(Date.UTC(2026, 0, 1)),
  finishedAt,
  result: finishedAt ? { overall, skills: { reading: overall, listening: "A2", writing: null } } : null,
});

describe("a learner's level history", () => {
  it("tells placements and units in order, newest first, for one course of one person", async () => {
    await bed.db.insert(placementTest).values([
      placement(carlos, "fr", new Date(Date.UTC(2026, 1, 3)), "A2", "trial"),
      placement(carlos, "fr", new Date(Date.UTC(2026, 4, 10)), "B1"),
      // Unfinished, another course, another person: none of them belongs here.
      placement(carlos, "fr", null, "B2"),
      placement(carlos, "en", new Date(Date.UTC(2026, 4, 11)), "A1"),
      placement(priya, "fr", new Date(Date.UTC(2026, 4, 12)), "C1"),
    ]);
    await bed.db.insert(levelReached).values([
      {
        id: randomUUID(),
        userId: carlos,
        courseId: "fr",
        level: "B1",
        source: "unit",
        reachedAt: new Date(Date.UTC(2026, 3, 2)),
      },
      // A placement's own record is the placement row above, not a second event.
      {
        id: randomUUID(),
        userId: carlos,
        courseId: "fr",
        level: "B1",
        source: "placement",
        reachedAt: new Date(Date.UTC(2026, 4, 10)),
      },
      {
        id: randomUUID(),
        userId: priya,
        courseId: "fr",
        level: "B2",
        source: "unit",
        reachedAt: new Date(Date.UTC(2026, 4, 1)),
      },
    ]);

    const history = await levelHistory(bed.db, { userId: carlos, courseId: "fr" });
    expect(history).toEqual([
      {
        kind: "placement",
        at: new Date(Date.UTC(2026, 4, 10)),
        overall: "B1",
        skills: { reading: "B1", listening: "A2", writing: null },
      },
      { kind: "unit", at: new Date(Date.UTC(2026, 3, 2)), level: "B1" },
      {
        kind: "trial",
        at: new Date(Date.UTC(2026, 1, 3)),
        overall: "A2",
        skills: { reading: "A2", listening: "A2", writing: null },
      },
    ]);
    expect(await levelHistory(bed.db, { userId: carlos, courseId: "en" })).toHaveLength(1);
    expect(await levelHistory(bed.db, { userId: priya, courseId: "fr" })).toEqual([
      expect.objectContaining({ kind: "placement", overall: "C1" }),
      expect.objectContaining({ kind: "unit", level: "B2" }),
    ]);
  });

  it("is empty before any placement or unit", async () => {
    expect(await levelHistory(bed.db, { userId: twoTenants.newcomer.id, courseId: "fr" })).toEqual([]);
  });
});
