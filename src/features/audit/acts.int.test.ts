import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUDIT_ACT_FIELDS } from "@/config/audit";
import { auditEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import {
  addOtherLanguagePosition,
  addTrainingEntry,
  deleteTrainingEntry,
  francizationProfileInput,
  saveFrancizationProfile,
} from "@/features/francization";
import {
  changeMemberRole,
  invite,
  organizationSettingsInput,
  removeFromOrganization,
  saveOrganizationSettings,
} from "@/features/orgs";
import { francizationDateFields } from "@/features/francization/dates";
import { createUnit, deleteUnit, placeMember, placeMembers, renameUnit } from "@/features/team";

/* Each family of administrative acts writes its one entry with the act, and none when the act is refused. */

const bed = testBed();
const { a, b } = twoTenants;
const owner = {
  userId: a.admin.id,
  name: a.admin.name,
  membership: { organizationId: a.organization.id, organizationName: a.organization.name, role: "owner" as const },
};
const A = { organizationId: a.organization.id, actorId: a.admin.id };
const B = { organizationId: b.organization.id, actorId: b.admin.id };
const entries = () =>
  bed.db
    .select({
      organizationId: auditEvent.organizationId,
      act: auditEvent.act,
      actorName: auditEvent.actorName,
      subjectName: auditEvent.subjectName,
      before: auditEvent.before,
      after: auditEvent.after,
    })
    .from(auditEvent)
    .orderBy(asc(auditEvent.occurredAt));

beforeEach(async () => {
  await bed.db.delete(auditEvent);
});

// The trail labels only the fields an act declares: a field written but not declared would show by its stored name.
afterEach(async () => {
  const undeclared = (await entries()).flatMap(({ act, before, after }) =>
    Object.keys({ ...before, ...after })
      .filter((field) => !(AUDIT_ACT_FIELDS[act] as readonly string[]).includes(field))
      .map((field) => `${act}: ${field}`),
  );
  expect(undeclared).toEqual([]);
});

describe("audited acts", () => {
  it("a role change, with the role before and after; a refused one (last owner) writes nothing", async () => {
    await changeMemberRole(bed.db, owner, { userId: a.learner.id, role: "admin" });
    expect(await entries()).toEqual([
      {
        organizationId: a.organization.id,
        act: "member.role_changed",
        actorName: a.admin.name,
        subjectName: a.learner.name,
        before: { role: "member" },
        after: { role: "admin" },
      },
    ]);
    await bed.db.delete(auditEvent);
    expect(await outcomeOf(changeMemberRole(bed.db, owner, { userId: a.admin.id, role: "member" }))).toBe("last_owner");
    await changeMemberRole(bed.db, owner, { userId: a.learner.id, role: "admin" });
    expect(await entries()).toEqual([]);
    await changeMemberRole(bed.db, owner, { userId: a.learner.id, role: "member" });
  });

  it("an invitation names the address; a settings change keeps only the fields that changed", async () => {
    await invite(bed.db, owner, { email: "nouvelle@fromagerie.test", role: "member", locale: "fr" });
    const settings = organizationSettingsInput.parse({
      name: a.organization.name,
      privacyOfficerName: "",
      privacyOfficerEmail: "",
      dataSharing: "named",
      auditRetentionMonths: 36,
    });
    await saveOrganizationSettings(bed.db, owner, settings);
    await saveOrganizationSettings(bed.db, owner, settings);
    expect(await entries()).toEqual([
      expect.objectContaining({
        act: "member.invited",
        subjectName: "nouvelle@fromagerie.test",
        after: { role: "member" },
      }),
      expect.objectContaining({
        act: "organization.settings_changed",
        subjectName: null,
        before: { dataSharing: "aggregates", auditRetentionMonths: 24 },
        after: { dataSharing: "named", auditRetentionMonths: 36 },
      }),
    ]);
    expect(organizationSettingsInput.safeParse({ ...settings, auditRetentionMonths: 3 }).success).toBe(false);
  });

  it("departments and placements, one by one and in bulk, with the units' names", async () => {
    const { id: plant } = await createUnit(bed.db, A, "department", "Fabrication");
    await renameUnit(bed.db, A, "department", { id: plant, name: "Production" });
    await placeMember(bed.db, A, { userId: a.learner.id, departmentId: plant, positionId: null });
    await placeMembers(bed.db, A, { action: "department", changes: [{ userId: a.learner.id, unitId: null }] });
    expect(await outcomeOf(renameUnit(bed.db, B, "department", { id: plant, name: "Volé" }))).toBe("not_found");
    await deleteUnit(bed.db, A, "department", { id: plant });
    expect(
      (await entries()).map(({ act, subjectName, before, after }) => ({ act, subjectName, before, after })),
    ).toEqual([
      { act: "unit.created", subjectName: null, before: null, after: { kind: "department", name: "Fabrication" } },
      {
        act: "unit.renamed",
        subjectName: null,
        before: { kind: "department", name: "Fabrication" },
        after: { kind: "department", name: "Production" },
      },
      {
        act: "member.department_changed",
        subjectName: a.learner.name,
        before: { department: null },
        after: { department: "Production" },
      },
      {
        act: "member.department_changed",
        subjectName: a.learner.name,
        before: { department: "Production" },
        after: { department: null },
      },
      { act: "unit.deleted", subjectName: null, before: { kind: "department", name: "Production" }, after: null },
    ]);
  });

  it("the francization cockpit: profile, training entries and s.46 positions", async () => {
    const profile = francizationProfileInput.parse({
      legalName: "Fromagerie Tremblay inc.",
      enterpriseNumber: null,
      establishmentsInQuebec: null,
      headCount: 60,
      ...Object.fromEntries(francizationDateFields.map((field) => [field, null])),
    });
    await saveFrancizationProfile(bed.db, A, profile);
    const training = {
      kind: "class" as const,
      provider: "Cégep",
      heldOn: "2026-03-12",
      hours: 3,
      participants: 4,
      paidTime: true,
      note: "Salle 2",
    };
    const { id } = await addTrainingEntry(bed.db, { organizationId: A.organizationId, userId: A.actorId }, training);
    expect(await outcomeOf(deleteTrainingEntry(bed.db, B, { id }))).toBe("not_found");
    await deleteTrainingEntry(bed.db, A, { id });
    await addOtherLanguagePosition(bed.db, A, {
      title: "Représentant, Ontario",
      language: "anglais",
      needsAnalysis: "Clients de l'Ontario.",
      whyStaffInsufficient: "Personne d'autre.",
      decidedOn: "2026-04-01",
      signedBy: "Julie Tremblay",
    });
    const written = await entries();
    expect(written.map((entry) => entry.act)).toEqual([
      "cockpit.profile_changed",
      "training.recorded",
      "training.deleted",
      "cockpit.position_changed",
    ]);
    expect(written[0]).toMatchObject({
      before: { legalName: null, headCount: null },
      after: { legalName: "Fromagerie Tremblay inc.", headCount: 60 },
    });
    expect(written[1]!.after).toEqual({
      kind: "class",
      provider: "Cégep",
      heldOn: "2026-03-12",
      hours: 3,
      participants: 4,
    });
    expect(written.every((entry) => entry.organizationId === a.organization.id)).toBe(true);
  });

  it("a removal, with the role the person held", async () => {
    await removeFromOrganization(bed.db, owner, { userId: a.learner.id });
    expect(
      await bed.db
        .select({ act: auditEvent.act, before: auditEvent.before })
        .from(auditEvent)
        .where(eq(auditEvent.subjectName, a.learner.name)),
    ).toEqual([{ act: "member.removed", before: { role: "member" } }]);
  });
});
