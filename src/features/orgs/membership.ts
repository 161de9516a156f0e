import "server-only";
import { eq, and } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Database } from "@/db";
import { session } from "@/db/schema";
import { currentViewer, requireApiViewer, type Viewer } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { getMemberRole, listMemberships, type Membership } from "./queries";
import { isAdminRole } from "./roles";

/** The organization a person is working in now, and the others they could switch to. */
export type ActiveMembership = Membership & { all: Membership[] };

/**
 * The session's chosen organization when the person still belongs to it; otherwise the one
 * where they hold the highest role (then the oldest); null for an individual learner.
 */
export async function resolveMembership(
  db: Database,
  viewer: Pick<Viewer, "userId" | "activeOrganizationId">,
): Promise<ActiveMembership | null> {
  const all = await listMemberships(db, { userId: viewer.userId });
  const active = all.find((m) => m.organizationId === viewer.activeOrganizationId) ?? all[0];
  return active ? { ...active, all } : null;
}

/** For pages: the active membership of the signed-in person, read once per request. */
export const currentMembership = cache(async (): Promise<ActiveMembership | null> => {
  const viewer = await currentViewer();
  return viewer ? resolveMembership(await getDb(), viewer) : null;
});

/**
 * For API routes: the signed-in person and their active organization, or 401 without a session,
 * 403 without an organization (or without an admin role when `admin` is asked).
 */
export async function requireApiMembership(request: { headers: Headers; url: string }, { admin }: { admin: boolean }) {
  const viewer = await requireApiViewer(request);
  const membership = await requireActiveMembership(await getDb(), viewer, {
    admin,
    path: new URL(request.url).pathname,
  });
  return { viewer, membership };
}

/** The same check for a person already known (a route whose caller may act for themselves or for their organization). */
export async function requireActiveMembership(
  db: Database,
  viewer: Viewer,
  { admin, path }: { admin: boolean; path: string },
): Promise<ActiveMembership> {
  const membership = await resolveMembership(db, viewer);
  if (!membership || (admin && !isAdminRole(membership.role))) {
    logger.warn({ path, role: membership?.role ?? null }, "access denied: role");
    throw new ApiError("forbidden");
  }
  return membership;
}

/** Makes one of the person's organizations the active one for this session. */
export async function switchOrganization(
  db: Database,
  viewer: Pick<Viewer, "userId" | "sessionId">,
  { organizationId }: { organizationId: string },
): Promise<void> {
  // Same answer whether the organization does not exist or is someone else's.
  if (!(await getMemberRole(db, { organizationId, userId: viewer.userId }))) throw new ApiError("forbidden");
  await db
    .update(session)
    .set({ activeOrganizationId: organizationId })
    .where(and(eq(session.id, viewer.sessionId), eq(session.userId, viewer.userId)));
}
