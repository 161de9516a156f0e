/**
 * Who may do what inside an organization. Pure functions, used by the routes (the real check)
 * and by the pages (only to hide what a person may not do).
 *
 * - owner: everything, including making or removing other owners.
 * - admin: invites people as admins or members, changes their roles, edits the organization.
 * - member: learns; sees nothing of the organization's administration.
 */
export const roles = ["owner", "admin", "member"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Owners and admins run the organization. */
export function isAdminRole(role: Role): boolean {
  return role === "owner" || role === "admin";
}

/** Invite someone with `role`: admins invite admins and members; only owners invite owners. */
export function canInvite(actor: Role, role: Role): boolean {
  return actor === "owner" || (actor === "admin" && role !== "owner");
}

/**
 * Change a member's role from `from` to `to`: admins move people between admin and member;
 * only owners touch owners. (The last owner is protected separately: it needs a count.)
 */
export function canChangeRole(actor: Role, from: Role, to: Role): boolean {
  if (actor === "owner") return true;
  return actor === "admin" && from !== "owner" && to !== "owner";
}

/** Remove someone with `role` from the organization (their own learning data stays theirs). */
export function canRemove(actor: Role, role: Role): boolean {
  return actor === "owner" || (actor === "admin" && role !== "owner");
}
