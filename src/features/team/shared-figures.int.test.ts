import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { member, teamFigures } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { RECENT_FIGURES_MAX_AGE_MS, sharedFigures } from "./shared-figures";
import { addStaff } from "./testing/staff";

/*
 * The figures live in the database: what one process computed, every other reads from there, with
 * the same "computed at". A process keeps a copy of the version it last read, used only while the
 * database still holds that version. So a call here stands for any process.
 */
const bed = testBed();
const { a, b } = twoTenants;
// Each test has its own key, so that one test's background call never meets another's.
const A = (key: string) => ({ organizationId: a.organization.id, key });
const B = (key: string) => ({ organizationId: b.organization.id, key });

function clock(start: string) {
  let at = new Date(start).getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe("the team's shared figures", () => {
  it("are computed once and then read back by every process, with when they were computed", async () => {
    const { now, advance } = clock("2026-06-01T09:00:00Z");
    const first = await sharedFigures(bed.db, A("once"), async () => ({ learners: 1 }), now);
    advance(60_000);
    const elsewhere = await sharedFigures(bed.db, A("once"), async () => ({ learners: 2 }), now);
    expect(elsewhere).toEqual(first);
    expect(elsewhere.computedAt.toISOString()).toBe("2026-06-01T09:00:00.000Z");
    // …because they live in the database, where any process reads them.
    const stored = await bed.db.select().from(teamFigures).where(eq(teamFigures.key, "once"));
    expect(stored.map((row) => row.value)).toEqual([{ learners: 1 }]);
  });

  it("are recomputed at once when someone joins or leaves the organization", async () => {
    const { now } = clock("2026-06-02T09:00:00Z");
    await sharedFigures(bed.db, A("membership"), async () => "before", now);
    const [joined] = await addStaff(bed.db, { organizationId: a.organization.id, count: 1 });
    expect((await sharedFigures(bed.db, A("membership"), async () => "after a join", now)).value).toBe("after a join");
    await bed.db.delete(member).where(and(eq(member.organizationId, a.organization.id), eq(member.userId, joined!)));
    expect((await sharedFigures(bed.db, A("membership"), async () => "after a departure", now)).value).toBe(
      "after a departure",
    );
  });

  it("are served stale past five minutes while one background call recomputes them", async () => {
    const { now, advance } = clock("2026-06-03T09:00:00Z");
    await sharedFigures(bed.db, A("stale"), async () => "old", now);
    advance(RECENT_FIGURES_MAX_AGE_MS + 1);
    let calls = 0;
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const compute = async () => {
      calls += 1;
      await gate;
      return "new";
    };
    for (let call = 0; call < 3; call += 1)
      expect((await sharedFigures(bed.db, A("stale"), compute, now)).value).toBe("old");
    open();
    await vi.waitFor(async () => expect((await sharedFigures(bed.db, A("stale"), compute, now)).value).toBe("new"));
    expect(calls).toBe(1);
  });

  it("never store a failure: the next call tries again", async () => {
    const { now } = clock("2026-06-04T09:00:00Z");
    await expect(
      sharedFigures(bed.db, A("failing"), () => Promise.reject(new Error("database busy")), now),
    ).rejects.toThrow("database busy");
    expect((await sharedFigures(bed.db, A("failing"), async () => 42, now)).value).toBe(42);
  });

  it("are one organization's only (two tenants)", async () => {
    const { now } = clock("2026-06-05T09:00:00Z");
    await sharedFigures(bed.db, A("tenants"), async () => "A's figures", now);
    expect((await sharedFigures(bed.db, B("tenants"), async () => "B's figures", now)).value).toBe("B's figures");
    expect((await sharedFigures(bed.db, A("tenants"), async () => "not recomputed", now)).value).toBe("A's figures");
  });

  it("keep a frozen copy of the version read, and read again what another process stored", async () => {
    const { now } = clock("2026-06-06T09:00:00Z");
    const scope = A("copy");
    await sharedFigures(bed.db, scope, async () => ({ learners: [1, 2] }), now);
    const read = await sharedFigures(bed.db, scope, async () => ({ learners: [0] }), now);
    expect(read.value).toEqual({ learners: [1, 2] });
    expect(Object.isFrozen(read.value.learners)).toBe(true);
    expect((await sharedFigures(bed.db, scope, async () => ({ learners: [0] }), now)).value).toBe(read.value);

    const where = and(eq(teamFigures.organizationId, scope.organizationId), eq(teamFigures.key, scope.key));
    // Another process stored newer figures, then (same instant, other bytes) others again.
    await bed.db
      .update(teamFigures)
      .set({ value: { learners: [3] }, computedAt: new Date("2026-06-06T09:01:00Z") })
      .where(where);
    expect((await sharedFigures(bed.db, scope, async () => ({ learners: [0] }), now)).value).toEqual({
      learners: [3],
    });
    await bed.db
      .update(teamFigures)
      .set({ value: { learners: [3, 4, 5, 6] } })
      .where(where);
    expect((await sharedFigures(bed.db, scope, async () => ({ learners: [0] }), now)).value).toEqual({
      learners: [3, 4, 5, 6],
    });
  });
});
