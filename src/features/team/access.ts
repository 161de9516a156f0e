import { cache } from "react";
import { getDb } from "@/db";
import { requireViewer, type Viewer } from "@/features/auth";
import {
  currentMembership,
  getOrganization,
  isAdminRole,
  requireApiMembership,
  type ActiveMembership,
  type OrganizationSettings,
} from "@/features/orgs";
import { ApiError } from "@/lib/api/errors";

/*
 * Who may use the team area: the owners and admins of the active organization. Each page and
 * each route checks it on its own (a layout is not a guard: the page renders beside it).
 */

export type TeamAdmin = { viewer: Viewer; membership: ActiveMembership; organization: OrganizationSettings };
export type TeamAccess =
  | { ok: true; admin: TeamAdmin }
  | { ok: false; reason: "noOrganization" }
  | { ok: false; reason: "notAdmin"; organizationName: string };

/** For pages: the signed-in admin and their organization, or why not (the page says so). */
export const teamAccess = cache(async (): Promise<TeamAccess> => {
  const viewer = await requireViewer();
  const membership = await currentMembership();
  if (!membership) return { ok: false, reason: "noOrganization" };
  if (!isAdminRole(membership.role))
    return { ok: false, reason: "notAdmin", organizationName: membership.organizationName };
  const organization = await getOrganization(await getDb(), { organizationId: membership.organizationId });
  if (!organization) return { ok: false, reason: "noOrganization" };
  return { ok: true, admin: { viewer, membership, organization } };
});

/** For routes: 401 without a session, 403 unless an owner or admin of the active organization. */
export async function requireTeamAdmin(request: { headers: Headers; url: string }): Promise<TeamAdmin> {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  const organization = await getOrganization(await getDb(), { organizationId: membership.organizationId });
  if (!organization) throw new ApiError("forbidden");
  return { viewer, membership, organization };
}
