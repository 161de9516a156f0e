import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { organization } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { createUnit } from "@/features/team";
import { addStaff } from "@/features/team/testing/staff";
import { frenchKnowledge } from "./knowledge";

const bed = testBed();
const B = { organizationId: twoTenants.b.organization.id, timeZone: "America/Toronto" };
const now = new Date("2026-11-20T15:00:00Z");

describe("knowledge of French", () => {
  it("counts native French speakers and B1 and above as able, lower levels as not able, the rest as unknown", async () => {
    const { id: office } = await createUnit(bed.db, { ...B, actorId: twoTenants.b.admin.id }, "department", "Bureau");
    const { id: warehouse } = await createUnit(
      bed.db,
      { ...B, actorId: twoTenants.b.admin.id },
      "department",
      "Entrepôt",
    );
    await addStaff(bed.db, { ...B, count: 3, departmentId: office, nativeLanguage: "fr", learns: "en" });
    await addStaff(bed.db, { ...B, count: 2, departmentId: office, level: { level: "B1", at: now } });
    await addStaff(bed.db, { ...B, count: 4, departmentId: office, level: { level: "A2", at: now } });
    await addStaff(bed.db, { ...B, count: 5, departmentId: warehouse, level: { level: "preA1", at: now } });
    const knowledge = await frenchKnowledge(bed.db, B);
    // Fixture people of B: Marc (native French) and Priya (learning French, no level yet).
    expect(knowledge.overall).toMatchObject({ able: 6, notAble: 9, unknown: 1, total: 16 });
    expect(knowledge.overall?.share).toBeCloseTo(9 / 15);
    expect(knowledge.byDepartment.find((group) => group.name === "Bureau")).toMatchObject({
      people: 9,
      suppressed: false,
      share: { able: 5, notAble: 4, unknown: 0 },
    });
    // The two without a department are withheld, and so is the next smallest group: else the total minus the groups shown would give them away.
    expect(knowledge.byDepartment.find((group) => group.key === "none")).toMatchObject({
      people: 2,
      suppressed: true,
      share: null,
    });
    expect(knowledge.byDepartment.find((group) => group.name === "Entrepôt")).toMatchObject({
      people: 5,
      suppressed: true,
      share: null,
    });
  });

  it("withholds even the overall figures of an organization of fewer than five members", async () => {
    const organizationId = randomUUID();
    await bed.db
      .insert(organization)
      .values({ id: organizationId, name: "Petit atelier", slug: `petit-atelier-${organizationId.slice(0, 8)}` });
    await addStaff(bed.db, { organizationId, count: 4, level: { level: "A2", at: now } });
    const knowledge = await frenchKnowledge(bed.db, { organizationId });
    expect(knowledge).toMatchObject({ people: 4, overall: null });
  });
});
