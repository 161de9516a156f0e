import { describe, expect, it } from "vitest";
import { memberPlacement } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { placeMembers } from "./bulk-placement";
import { createUnit, listUnits, placeMember } from "./structure";

const bed = testBed();
const { a, b } = twoTenants;
const A = { organizationId: a.organization.id, actorId: a.admin.id };
const B = { organizationId: b.organization.id, actorId: b.admin.id };

const placements = async () =>
  Object.fromEntries(
    (await bed.db.select().from(memberPlacement)).map((row) => [
      `${row.organizationId}/${row.userId}`,
      { departmentId: row.departmentId, positionId: row.positionId },
    ]),
  );

describe("moving several members at once", () => {
  it("places them in one department, keeps their positions, and returns what undoes it", async () => {
    const { id: sales } = await createUnit(bed.db, A, "department", "Ventes au comptoir");
    const { id: plant } = await createUnit(bed.db, A, "department", "Fabrication");
    const { id: cheese } = await createUnit(bed.db, A, "position", "Fromager");
    await placeMember(bed.db, A, { userId: a.learner.id, departmentId: plant, positionId: cheese });

    const { previous } = await placeMembers(bed.db, A, {
      action: "department",
      changes: [a.admin.id, a.manager.id, a.learner.id].map((userId) => ({ userId, unitId: sales })),
    });
    expect(previous).toEqual([
      { userId: a.admin.id, unitId: null },
      { userId: a.manager.id, unitId: null },
      { userId: a.learner.id, unitId: plant },
    ]);
    const moved = await placements();
    expect(moved[`${A.organizationId}/${a.learner.id}`]).toEqual({ departmentId: sales, positionId: cheese });
    expect(moved[`${A.organizationId}/${a.admin.id}`]).toEqual({ departmentId: sales, positionId: null });
    expect((await listUnits(bed.db, A, "department")).find((unit) => unit.id === sales)?.people).toBe(3);

    // Undo: the same call with the previous values puts everyone back.
    await placeMembers(bed.db, A, { action: "department", changes: previous });
    const restored = await placements();
    expect(restored[`${A.organizationId}/${a.learner.id}`]).toEqual({ departmentId: plant, positionId: cheese });
    expect(restored[`${A.organizationId}/${a.admin.id}`]).toEqual({ departmentId: null, positionId: null });
  });

  it("changes nothing when one person or the unit belongs to another organization", async () => {
    const [sales] = (await listUnits(bed.db, A, "department")).filter((unit) => unit.name === "Ventes au comptoir");
    const { id: foreign } = await createUnit(bed.db, B, "department", "Répartition");
    const before = await placements();
    await expect(
      placeMembers(bed.db, A, {
        action: "department",
        changes: [a.admin.id, b.learner.id].map((userId) => ({ userId, unitId: sales!.id })),
      }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      placeMembers(bed.db, A, { action: "department", changes: [{ userId: a.admin.id, unitId: foreign }] }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      placeMembers(bed.db, B, { action: "department", changes: [{ userId: b.learner.id, unitId: sales!.id }] }),
    ).rejects.toMatchObject({ code: "not_found" });
    expect(await placements()).toEqual(before);
  });

  it("refuses the same person twice in one call", async () => {
    await expect(
      placeMembers(bed.db, A, {
        action: "position",
        changes: [
          { userId: a.admin.id, unitId: null },
          { userId: a.admin.id, unitId: null },
        ],
      }),
    ).rejects.toMatchObject({ code: "validation_failed" });
  });
});
