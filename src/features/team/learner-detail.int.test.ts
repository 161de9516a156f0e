import { describe, expect, it } from "vitest";
import { namedViewAudit } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { listNamedViews } from "./audit";
import { openLearnerDetail } from "./learner-detail";

const bed = testBed();
const { a, b } = twoTenants;
const A = { organizationId: a.organization.id, timeZone: "America/Toronto" };
const B = { organizationId: b.organization.id, timeZone: "America/Toronto" };
const now = new Date("2026-11-20T15:00:00Z");

describe("a named learner's detail (Law 25)", () => {
  const access = (dataSharing: "aggregates" | "named") => ({
    ...A,
    dataSharing,
    viewer: { userId: a.manager.id, name: a.manager.name },
  });

  it("is refused under the aggregates-only policy, and nothing is logged", async () => {
    await expect(openLearnerDetail(bed.db, access("aggregates"), { userId: a.learner.id })).rejects.toMatchObject({
      code: "named_progress_off",
    });
    expect(await bed.db.select().from(namedViewAudit)).toHaveLength(0);
  });

  it("under named sharing, writes each opening to the log the owner reads, with who and whom", async () => {
    await openLearnerDetail(bed.db, access("named"), { userId: a.learner.id }, now);
    await openLearnerDetail(bed.db, access("named"), { userId: a.learner.id }, now);
    const views = await listNamedViews(bed.db, A);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ viewerName: a.manager.name, subjectName: a.learner.name });
    expect(await listNamedViews(bed.db, B)).toEqual([]);
  });

  it("never opens a person of another organization, and logs nothing then", async () => {
    await expect(openLearnerDetail(bed.db, access("named"), { userId: b.learner.id })).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await listNamedViews(bed.db, A)).toHaveLength(2);
  });
});
