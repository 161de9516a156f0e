import { describe, expect, it } from "vitest";
import { auditEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { listAuditEvents } from "@/features/audit";
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
    expect(await bed.db.select().from(auditEvent)).toHaveLength(0);
  });

  it("under named sharing, writes each opening to the log the owner reads, with who and whom", async () => {
    await openLearnerDetail(bed.db, access("named"), { userId: a.learner.id }, now);
    await openLearnerDetail(bed.db, access("named"), { userId: a.learner.id }, now);
    const { entries } = await listAuditEvents(bed.db, A, {});
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      act: "progress.viewed",
      actorName: a.manager.name,
      subjectName: a.learner.name,
    });
    expect((await listAuditEvents(bed.db, B, {})).entries).toEqual([]);
  });

  it("never opens a person of another organization, and logs nothing then", async () => {
    await expect(openLearnerDetail(bed.db, access("named"), { userId: b.learner.id })).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await listAuditEvents(bed.db, A, {})).total).toBe(2);
  });
});
