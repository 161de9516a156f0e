import { describe, expect, it } from "vitest";
import { member } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { outcomeOf } from "@/db/testing/outcome";
import { twoTenants } from "@/db/testing/two-tenants";
import { changeMembersRoles, removeMembers } from "./bulk-members";
import type { Role } from "./roles";

const bed = testBed();
const { a, b } = twoTenants;
const scope = (userId: string, organizationId: string) => ({ userId, membership: { organizationId } });
const owner = scope(a.admin.id, a.organization.id);
const admin = scope(a.manager.id, a.organization.id);
const otherOwner = scope(b.admin.id, b.organization.id);
type Person = { id: string };

/** Every membership's role, to read a person's in an organization: `inA(person)`, `inB(person)`. */
async function roles() {
  const rows = await bed.db.select().from(member);
  const all = Object.fromEntries(rows.map((row) => [`${row.organizationId}/${row.userId}`, row.role as Role]));
  return {
    all,
    inA: (person: Person) => all[`${a.organization.id}/${person.id}`],
    inB: (person: Person) => all[`${b.organization.id}/${person.id}`],
  };
}

/** The code a call is refused with, once it is known to have changed no one's role anywhere. */
async function refusal(call: () => Promise<unknown>): Promise<string> {
  const before = (await roles()).all;
  const outcome = await outcomeOf(call());
  expect((await roles()).all).toEqual(before);
  return outcome;
}

describe("changing several members' roles at once", () => {
  it("changes them all, returns the previous roles, and the same call with those undoes it", async () => {
    const { previous } = await changeMembersRoles(bed.db, owner, [
      { userId: a.manager.id, role: "owner" },
      { userId: a.learner.id, role: "admin" },
    ]);
    expect(previous).toEqual([
      { userId: a.manager.id, role: "admin" },
      { userId: a.learner.id, role: "member" },
    ]);
    const changed = await roles();
    expect([changed.inA(a.manager), changed.inA(a.learner)]).toEqual(["owner", "admin"]);

    await changeMembersRoles(bed.db, owner, previous);
    const restored = await roles();
    expect([restored.inA(a.manager), restored.inA(a.learner)]).toEqual(["admin", "member"]);
  });

  it("refuses the whole call when it would leave no owner, and changes nothing", async () => {
    expect(
      await refusal(() =>
        changeMembersRoles(bed.db, owner, [
          { userId: a.learner.id, role: "admin" },
          { userId: a.admin.id, role: "member" },
        ]),
      ),
    ).toBe("last_owner");
  });

  it("lets an owner hand over: promoting someone and stepping down in one call", async () => {
    await changeMembersRoles(bed.db, owner, [
      { userId: a.manager.id, role: "owner" },
      { userId: a.admin.id, role: "admin" },
    ]);
    const handed = await roles();
    expect([handed.inA(a.admin), handed.inA(a.manager)]).toEqual(["admin", "owner"]);
    await changeMembersRoles(bed.db, scope(a.manager.id, a.organization.id), [
      { userId: a.admin.id, role: "owner" },
      { userId: a.manager.id, role: "admin" },
    ]);
  });

  it("keeps the single-member rules: an admin touches no owner and names none", async () => {
    expect(await refusal(() => changeMembersRoles(bed.db, admin, [{ userId: a.learner.id, role: "owner" }]))).toBe(
      "forbidden",
    );
    expect(
      await refusal(() =>
        changeMembersRoles(bed.db, admin, [
          { userId: a.learner.id, role: "admin" },
          { userId: a.admin.id, role: "member" },
        ]),
      ),
    ).toBe("forbidden");
  });

  it("changes nothing when one person belongs to another organization", async () => {
    expect(
      await refusal(() =>
        changeMembersRoles(bed.db, owner, [
          { userId: a.learner.id, role: "admin" },
          { userId: b.learner.id, role: "admin" },
        ]),
      ),
    ).toBe("not_found");
    expect(await refusal(() => changeMembersRoles(bed.db, otherOwner, [{ userId: a.learner.id, role: "admin" }]))).toBe(
      "not_found",
    );
  });

  it("refuses the same person twice in one call", async () => {
    expect(
      await refusal(() =>
        changeMembersRoles(bed.db, owner, [
          { userId: a.learner.id, role: "admin" },
          { userId: a.learner.id, role: "member" },
        ]),
      ),
    ).toBe("validation_failed");
  });
});

describe("removing several members at once", () => {
  it("refuses another organization's member, the last owner, an admin removing an owner, and oneself", async () => {
    expect(await refusal(() => removeMembers(bed.db, owner, [a.learner.id, b.learner.id]))).toBe("not_found");
    expect(await refusal(() => removeMembers(bed.db, otherOwner, [a.learner.id]))).toBe("not_found");
    expect(await refusal(() => removeMembers(bed.db, admin, [a.learner.id, a.admin.id]))).toBe("forbidden");
    expect(await refusal(() => removeMembers(bed.db, owner, [a.admin.id]))).toBe("forbidden");
    expect(await refusal(() => removeMembers(bed.db, admin, [a.admin.id]))).toBe("forbidden");
  });

  it("lets an owner remove another owner, who then holds no role there", async () => {
    await changeMembersRoles(bed.db, otherOwner, [{ userId: b.learner.id, role: "owner" }]);
    expect(await outcomeOf(removeMembers(bed.db, scope(b.learner.id, b.organization.id), [b.admin.id]))).toBe("ok");
    const after = await roles();
    expect([after.inB(b.admin), after.inB(b.learner)]).toEqual([undefined, "owner"]);
  });

  it("removes them all in one go, in its own organization only", async () => {
    await removeMembers(bed.db, owner, [a.manager.id, a.learner.id]);
    const after = await roles();
    expect([after.inA(a.manager), after.inA(a.learner), after.inA(a.admin), after.inB(b.learner)]).toEqual([
      undefined,
      undefined,
      "owner",
      "owner",
    ]);
  });
});
