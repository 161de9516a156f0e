import { describe, expect, it } from "vitest";
import { canChangeRole, canInvite, canRemove, isAdminRole, type Role } from "./roles";

describe("organization roles", () => {
  // actor → role invited → allowed
  const invitations: [Role, Role, boolean][] = [
    ["owner", "owner", true],
    ["owner", "admin", true],
    ["owner", "member", true],
    ["admin", "owner", false],
    ["admin", "admin", true],
    ["admin", "member", true],
    ["member", "owner", false],
    ["member", "admin", false],
    ["member", "member", false],
  ];
  it.each(invitations)("%s inviting a %s: %s", (actor, role, allowed) => {
    expect(canInvite(actor, role)).toBe(allowed);
  });

  const changes: [Role, Role, Role, boolean][] = [
    ["owner", "member", "owner", true],
    ["owner", "owner", "admin", true],
    ["admin", "member", "admin", true],
    ["admin", "admin", "member", true],
    ["admin", "member", "owner", false],
    ["admin", "owner", "admin", false],
    ["member", "member", "admin", false],
    ["member", "admin", "member", false],
  ];
  it.each(changes)("%s changing a %s into %s: %s", (actor, from, to, allowed) => {
    expect(canChangeRole(actor, from, to)).toBe(allowed);
  });

  it("lets owners remove anyone, admins everyone but owners, members no one", () => {
    expect([
      canRemove("owner", "owner"),
      canRemove("admin", "member"),
      canRemove("admin", "owner"),
      canRemove("member", "member"),
    ]).toEqual([true, true, false, false]);
  });

  it("treats owners and admins as administrators", () => {
    expect([isAdminRole("owner"), isAdminRole("admin"), isAdminRole("member")]).toEqual([true, true, false]);
  });
});
