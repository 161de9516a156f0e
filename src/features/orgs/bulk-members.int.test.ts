import { describe, expect, it } from "vitest";
import { member } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { changeMembersRoles, removeMembers } from "./bulk-members";
import type { Role } from "./roles";

const bed = testBed();
const { a, b } = twoTenants;
const scope = (userId: string, organizationId: string) => ({ userId, membership: { organizationId } });
const owner = scope(a.admin.id, a.organization.id);
const admin = scope(a.manager.id, a.organization.id);
const otherOwner = scope(b.admin.id, b.organization.id);
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code ?? String(error),
  );
const roles = async () =>
  Object.fromEntries(
    (await bed.db.select().from(member)).map((row) => [`${row.organizationId}/${row.userId}`, row.role as Role]),
  );

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
    expect(changed[`${a.organization.id}/${a.manager.id}`]).toBe("owner");
    expect(changed[`${a.organization.id}/${a.learner.id}`]).toBe("admin");

    await changeMembersRoles(bed.db, owner, previous);
    const restored = await roles();
    expect(restored[`${a.organization.id}/${a.manager.id}`]).toBe("admin");
    expect(restored[`${a.organization.id}/${a.learner.id}`]).toBe("member");
  });

  it("refuses the whole call when it would leave no owner, and changes nothing", async () => {
    const before = await roles();
    expect(
      await code(
        changeMembersRoles(bed.db, owner, [
          { userId: a.learner.id, role: "admin" },
          { userId: a.admin.id, role: "member" },
        ]),
      ),
    ).toBe("last_owner");
    expect(await roles()).toEqual(before);
  });

  it("lets an owner hand over: promoting someone and stepping down in one call", async () => {
    await changeMembersRoles(bed.db, owner, [
      { userId: a.manager.id, role: "owner" },
      { userId: a.admin.id, role: "admin" },
    ]);
    const handed = await roles();
    expect([handed[`${a.organization.id}/${a.admin.id}`], handed[`${a.organization.id}/${a.manager.id}`]]).toEqual([
      "admin",
      "owner",
    ]);
    await changeMembersRoles(bed.db, scope(a.manager.id, a.organization.id), [
      { userId: a.admin.id, role: "owner" },
      { userId: a.manager.id, role: "admin" },
    ]);
  });

  it("keeps the single-member rules: an admin touches no owner and names none", async () => {
    const before = await roles();
    expect(await code(changeMembersRoles(bed.db, admin, [{ userId: a.learner.id, role: "owner" }]))).toBe("forbidden");
    expect(
      await code(
        changeMembersRoles(bed.db, admin, [
          { userId: a.learner.id, role: "admin" },
          { userId: a.admin.id, role: "member" },
        ]),
      ),
    ).toBe("forbidden");
    expect(await roles()).toEqual(before);
  });

  it("changes nothing when one person belongs to another organization", async () => {
    const before = await roles();
    expect(
      await code(
        changeMembersRoles(bed.db, owner, [
          { userId: a.learner.id, role: "admin" },
          { userId: b.learner.id, role: "admin" },
        ]),
      ),
    ).toBe("not_found");
    expect(await code(changeMembersRoles(bed.db, otherOwner, [{ userId: a.learner.id, role: "admin" }]))).toBe(
      "not_found",
    );
    expect(await roles()).toEqual(before);
  });

  it("refuses the same person twice in one call", async () => {
    expect(
      await code(
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
    const before = await roles();
    expect(await code(removeMembers(bed.db, owner, [a.learner.id, b.learner.id]))).toBe("not_found");
    expect(await code(removeMembers(bed.db, otherOwner, [a.learner.id]))).toBe("not_found");
    expect(await code(removeMembers(bed.db, admin, [a.learner.id, a.admin.id]))).toBe("forbidden");
    expect(await code(removeMembers(bed.db, owner, [a.admin.id]))).toBe("forbidden");
    expect(await code(removeMembers(bed.db, admin, [a.admin.id]))).toBe("forbidden");
    expect(await roles()).toEqual(before);
  });

  it("lets an owner remove another owner, who then holds no role there", async () => {
    await changeMembersRoles(bed.db, otherOwner, [{ userId: b.learner.id, role: "owner" }]);
    expect(await code(removeMembers(bed.db, scope(b.learner.id, b.organization.id), [b.admin.id]))).toBe("ok");
    const after = await roles();
    expect(after[`${b.organization.id}/${b.admin.id}`]).toBeUndefined();
    expect(after[`${b.organization.id}/${b.learner.id}`]).toBe("owner");
  });

  it("removes them all in one go, in its own organization only", async () => {
    await removeMembers(bed.db, owner, [a.manager.id, a.learner.id]);
    const after = await roles();
    expect(after[`${a.organization.id}/${a.manager.id}`]).toBeUndefined();
    expect(after[`${a.organization.id}/${a.learner.id}`]).toBeUndefined();
    expect(after[`${a.organization.id}/${a.admin.id}`]).toBe("owner");
    expect(after[`${b.organization.id}/${b.learner.id}`]).toBe("owner");
  });
});
