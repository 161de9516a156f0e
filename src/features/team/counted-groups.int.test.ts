import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { frenchKnowledge } from "@/features/francization/knowledge";
import { levelDistribution } from "./progress";
import { createUnit, placeMember } from "./structure";
import { addStaff } from "./testing/staff";

/*
 * The attack an outside probe made: move one person out of a department, compare the figures
 * before and after, and read their level in the difference.
 */
const bed = testBed();
const { a, b } = twoTenants;
const A = { organizationId: a.organization.id, actorId: a.admin.id };
const B = { organizationId: b.organization.id, actorId: b.admin.id };
const at = new Date("2026-06-01T12:00:00Z");

describe("figures per group compared across views", () => {
  it("do not change when one person moves, and show five moves together", async () => {
    const [bakery, delivery, bakers, drivers] = [
      (await createUnit(bed.db, A, "department", "Boulangerie")).id,
      (await createUnit(bed.db, A, "department", "Livraison")).id,
      (await createUnit(bed.db, A, "position", "Boulanger")).id,
      (await createUnit(bed.db, A, "position", "Chauffeur")).id,
    ];
    const inBakery = await addStaff(bed.db, {
      ...A,
      count: 7,
      departmentId: bakery,
      positionId: bakers,
      level: { level: "A2", at },
    });
    const [target] = await addStaff(bed.db, {
      ...A,
      count: 1,
      departmentId: bakery,
      positionId: bakers,
      level: { level: "B2", at },
    });
    await addStaff(bed.db, { ...A, count: 6, departmentId: delivery, positionId: drivers, level: { level: "A1", at } });
    const view = async () => ({
      levels: await levelDistribution(bed.db, A),
      knowledge: await frenchKnowledge(bed.db, A),
    });
    const before = await view();
    expect(before.levels.byDepartment.find((group) => group.name === "Boulangerie")?.counts?.B2).toBe(1);

    // The B2 baker moves to delivery (department and position): nothing changes.
    await placeMember(bed.db, A, { userId: target!, departmentId: delivery, positionId: drivers });
    expect(await view()).toEqual(before);
    // Three more move: still nothing (four changes for each group).
    for (const userId of inBakery.slice(0, 3))
      await placeMember(bed.db, A, { userId, departmentId: delivery, positionId: drivers });
    expect(await view()).toEqual(before);

    // The fifth: the bakery releases all five at once; they are counted as changing groups.
    await placeMember(bed.db, A, { userId: inBakery[3]!, departmentId: delivery, positionId: drivers });
    const after = await view();
    const bakeryAfter = after.levels.byDepartment.find((group) => group.name === "Boulangerie");
    expect(bakeryAfter).toMatchObject({ people: 3, suppressed: true, counts: null });
    const changing = after.levels.byDepartment.find((group) => group.key === "changing");
    expect(changing).toMatchObject({ people: 5, counts: { A2: 4, B2: 1 } });
    // Next view: delivery takes its five arrivals in.
    const settled = await view();
    expect(settled.levels.byDepartment.find((group) => group.name === "Livraison")).toMatchObject({
      people: 11,
      counts: { A1: 6, A2: 4, B2: 1 },
    });
    expect(settled.levels.byDepartment.find((group) => group.key === "changing")).toBeUndefined();
    expect(settled.knowledge.byPosition.find((group) => group.name === "Chauffeur")?.people).toBe(11);
    // The organization's total never moved.
    expect(settled.levels.overall).toEqual(before.levels.overall);
  });

  it("stay each organization's own", async () => {
    const view = await levelDistribution(bed.db, B);
    expect(view.byDepartment.every((group) => !["Boulangerie", "Livraison"].includes(group.name))).toBe(true);
  });
});
