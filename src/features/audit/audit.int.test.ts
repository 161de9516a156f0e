import { beforeEach, describe, expect, it } from "vitest";
import { auditEvent, organization } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { eq } from "drizzle-orm";
import { exportPersonalData } from "@/features/privacy";
import { auditEventsAbout, exportAuditEvents, listAuditEvents } from "./queries";
import { recordAudit } from "./record";
import { deleteExpiredAuditEvents } from "./retention";

const bed = testBed();
const { a, b } = twoTenants;
const A = { organizationId: a.organization.id, timeZone: "America/Toronto" };
const B = { organizationId: b.organization.id, timeZone: "America/Toronto" };
const owner = { id: a.admin.id };

describe("the audit trail", () => {
  beforeEach(async () => {
    await bed.db.delete(auditEvent);
  });

  it("commits with the act's transaction, and a failed act leaves no entry", async () => {
    await expect(
      bed.db.transaction(async (tx) => {
        await recordAudit(tx, A, { act: "member.removed", actor: owner, subject: { id: a.learner.id } });
        throw new Error("the act failed");
      }),
    ).rejects.toThrow("the act failed");
    expect(await bed.db.select().from(auditEvent)).toEqual([]);
  });

  it("copies the names in, keeps only what it is given, and never a secret", async () => {
    await recordAudit(bed.db, A, {
      act: "organization.settings_changed",
      actor: owner,
      subject: { id: a.learner.id },
      before: { name: "Avant", apiToken: "t0k3n", passwordHash: "x" },
      after: { name: "Après", secretKey: "s" },
    });
    const [row] = await bed.db.select().from(auditEvent);
    expect(row).toMatchObject({
      actorName: a.admin.name,
      subjectName: a.learner.name,
      before: { name: "Avant" },
      after: { name: "Après" },
    });
  });

  it("filters by person, act and local days, newest first, and never shows another organization", async () => {
    const at = (iso: string) => new Date(iso);
    await recordAudit(
      bed.db,
      A,
      { act: "member.role_changed", actor: owner, subject: { id: a.learner.id } },
      at("2026-03-01T15:00:00Z"),
    );
    await recordAudit(bed.db, A, { act: "report.downloaded", actor: { id: a.manager.id } }, at("2026-03-02T04:30:00Z"));
    await recordAudit(bed.db, A, { act: "unit.created", actor: owner }, at("2026-03-03T15:00:00Z"));
    await recordAudit(bed.db, B, {
      act: "member.role_changed",
      actor: { id: b.admin.id },
      subject: { id: b.learner.id },
    });

    const all = await listAuditEvents(bed.db, A, {});
    expect(all.total).toBe(3);
    expect(all.entries.map((entry) => entry.act)).toEqual(["unit.created", "report.downloaded", "member.role_changed"]);
    expect((await listAuditEvents(bed.db, A, { person: "carlos" })).entries.map((entry) => entry.act)).toEqual([
      "member.role_changed",
    ]);
    expect((await listAuditEvents(bed.db, A, { person: "Louis" })).entries.map((entry) => entry.act)).toEqual([
      "report.downloaded",
    ]);
    expect((await listAuditEvents(bed.db, A, { act: "unit.created" })).total).toBe(1);
    // 04:30 UTC on March 2 is still March 1 in Toronto.
    expect((await listAuditEvents(bed.db, A, { from: "2026-03-01", to: "2026-03-01" })).total).toBe(2);
    expect((await listAuditEvents(bed.db, A, { from: "2026-03-02" })).total).toBe(1);
    expect((await listAuditEvents(bed.db, A, { person: "%" })).total).toBe(0);
    expect(
      (await exportAuditEvents(bed.db, A, { act: "member.role_changed" })).map((entry) => entry.subjectName),
    ).toEqual([a.learner.name]);
    expect((await listAuditEvents(bed.db, B, {})).entries.map((entry) => entry.subjectName)).toEqual([b.learner.name]);
  });

  it("gives a person only the entries about them, from every organization they belong to", async () => {
    await recordAudit(bed.db, A, { act: "member.role_changed", actor: owner, subject: { id: a.learner.id } });
    await recordAudit(bed.db, A, { act: "member.role_changed", actor: owner, subject: { id: a.manager.id } });
    await recordAudit(
      bed.db,
      { organizationId: "org_c" },
      { act: "progress.viewed", actor: { id: null, name: "Quelqu'un" }, subject: { id: a.manager.id } },
    );
    await recordAudit(bed.db, B, { act: "member.removed", actor: { id: b.admin.id }, subject: { id: b.learner.id } });

    expect((await auditEventsAbout(bed.db, { userId: a.learner.id })).map((entry) => entry.subjectName)).toEqual([
      a.learner.name,
    ]);
    const aboutManager = await auditEventsAbout(bed.db, { userId: a.manager.id });
    expect(aboutManager.map((entry) => entry.organizationName).sort()).toEqual(
      [a.organization.name, twoTenants.c.organization.name].sort(),
    );
    expect(await auditEventsAbout(bed.db, { userId: a.admin.id })).toEqual([]);

    const exported = await exportPersonalData(bed.db, { userId: a.learner.id });
    expect(exported.auditTrail).toEqual([
      expect.objectContaining({ act: "member.role_changed", actorName: a.admin.name, subjectName: a.learner.name }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(b.learner.name);
  });

  it("deletes entries past each organization's own retention, and only those", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    await bed.db.update(organization).set({ auditRetentionMonths: 6 }).where(eq(organization.id, B.organizationId));
    const old = new Date("2025-11-01T12:00:00Z");
    const recent = new Date("2026-08-01T12:00:00Z");
    await recordAudit(bed.db, A, { act: "unit.created", actor: owner }, old);
    await recordAudit(bed.db, A, { act: "unit.deleted", actor: owner }, new Date("2024-10-01T12:00:00Z"));
    await recordAudit(bed.db, B, { act: "unit.created", actor: { id: b.admin.id } }, old);
    await recordAudit(bed.db, B, { act: "unit.renamed", actor: { id: b.admin.id } }, recent);

    expect(await deleteExpiredAuditEvents(bed.db, now)).toBe(2);
    const left = await bed.db
      .select({ act: auditEvent.act, organizationId: auditEvent.organizationId })
      .from(auditEvent);
    expect(left).toEqual(
      expect.arrayContaining([
        { act: "unit.created", organizationId: A.organizationId },
        { act: "unit.renamed", organizationId: B.organizationId },
      ]),
    );
    expect(left).toHaveLength(2);
  });
});
