import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { flags } from "@/config/flags";
import type { Database } from "@/db";
import { member, organization } from "@/db/schema";
import { changedFields, recordAudit } from "@/features/audit";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import type { Actor } from "./invitations";
import { switchOrganization } from "./membership";
import {
  countOwners,
  getMemberRole,
  getOrganization,
  removeMember,
  setMemberRole,
  updateOrganization,
} from "./queries";
import { canChangeRole, canRemove, isAdminRole, type Role } from "./roles";
import { LOGO_MAX_BYTES, LOGO_TYPES } from "./logo";
import type { OrganizationSettingsInput } from "./schemas";

type Scope = Pick<Actor, "userId" | "membership">;

/**
 * Runs a change of membership with the organization's row locked, so changes to one organization's
 * members happen one after the other. The roles are read again inside: two owners demoting each
 * other at the same time would otherwise both see two owners and leave none. A concurrent change
 * may have taken the actor's own right away meanwhile.
 */
async function changeMembership(
  db: Database,
  actor: Scope,
  userId: string,
  change: (tx: Database, roles: { actor: Role; current: Role }) => Promise<void>,
): Promise<Role> {
  const { organizationId } = actor.membership;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId))
      .for("update");
    const [actorRole, current] = await Promise.all([
      getMemberRole(tx, { organizationId, userId: actor.userId }),
      getMemberRole(tx, { organizationId, userId }),
    ]);
    if (!actorRole) throw new ApiError("forbidden");
    if (!current) throw new ApiError("not_found");
    await change(tx, { actor: actorRole, current });
    return current;
  });
}

/** An organization always keeps at least one owner. */
async function assertNotLastOwner(db: Database, organizationId: string, role: Role): Promise<void> {
  if (role === "owner" && (await countOwners(db, { organizationId })) <= 1) throw new ApiError("last_owner");
}

export async function changeMemberRole(
  db: Database,
  actor: Scope,
  { userId, role }: { userId: string; role: Role },
): Promise<void> {
  const { organizationId } = actor.membership;
  let changed = false;
  const from = await changeMembership(db, actor, userId, async (tx, roles) => {
    if (!canChangeRole(roles.actor, roles.current, role)) throw new ApiError("forbidden");
    if (roles.current === role) return;
    if (role !== "owner") await assertNotLastOwner(tx, organizationId, roles.current);
    await setMemberRole(tx, { organizationId, userId, role });
    await recordAudit(tx, actor.membership, {
      act: "member.role_changed",
      actor: { id: actor.userId },
      subject: { id: userId },
      before: { role: roles.current },
      after: { role },
    });
    changed = true;
  });
  if (changed) logger.info({ event: "member-role", organizationId, from, to: role }, "member role changed");
}

/** Takes someone out of the organization; their account and their own learning data stay theirs. */
export async function removeFromOrganization(
  db: Database,
  actor: Scope,
  { userId }: { userId: string },
): Promise<void> {
  const { organizationId } = actor.membership;
  const role = await changeMembership(db, actor, userId, async (tx, roles) => {
    if (!canRemove(roles.actor, roles.current)) throw new ApiError("forbidden");
    await assertNotLastOwner(tx, organizationId, roles.current);
    await removeMember(tx, { organizationId, userId });
    await recordAudit(tx, actor.membership, {
      act: "member.removed",
      actor: { id: actor.userId },
      subject: { id: userId },
      before: { role: roles.current },
    });
  });
  logger.info({ event: "member-removed", organizationId, role }, "member removed");
}

export async function saveOrganizationSettings(
  db: Database,
  actor: Scope,
  input: OrganizationSettingsInput,
): Promise<void> {
  if (!isAdminRole(actor.membership.role)) throw new ApiError("forbidden");
  const { organizationId } = actor.membership;
  await db.transaction(async (tx) => {
    const current = await getOrganization(tx, { organizationId });
    if (!current) throw new ApiError("not_found");
    await updateOrganization(tx, { organizationId, ...input });
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const kept = Object.fromEntries(Object.keys(given).map((name) => [name, current[name as keyof typeof current]]));
    const change = changedFields(kept, given);
    if (Object.keys(change.after).length === 0) return;
    await recordAudit(
      tx,
      { organizationId },
      { act: "organization.settings_changed", actor: { id: actor.userId }, ...change },
    );
  });
}

/** The first bytes each accepted image format starts with: the declared type must match the file. */
const SIGNATURES: Record<(typeof LOGO_TYPES)[number], (bytes: Uint8Array) => boolean> = {
  "image/png": (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/webp": (b) =>
    String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
};

/** Stores a new logo (or removes it with null), after checking its type, its content and its size. */
export async function saveLogo(
  db: Database,
  actor: Scope,
  logo: { type: string; bytes: Uint8Array } | null,
): Promise<void> {
  if (!isAdminRole(actor.membership.role)) throw new ApiError("forbidden");
  if (logo) {
    const type = LOGO_TYPES.find((accepted) => accepted === logo.type);
    if (!type || !SIGNATURES[type](logo.bytes)) throw new ApiError("logo_invalid");
    if (logo.bytes.byteLength > LOGO_MAX_BYTES) throw new ApiError("payload_too_large");
  }
  const value = logo ? `data:${logo.type};base64,${Buffer.from(logo.bytes).toString("base64")}` : null;
  await updateOrganization(db, { organizationId: actor.membership.organizationId, logo: value });
}

const slugify = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 48) || "organisation";

/**
 * Creates an organization owned by the person, only while its flag is on (off by default: the
 * team sets organizations up), and makes it the active one of this session.
 */
export async function createOrganization(
  db: Database,
  viewer: { userId: string; sessionId: string },
  { name }: { name: string },
): Promise<{ organizationId: string }> {
  if (!flags().organizationCreation) throw new ApiError("organization_creation_closed");
  const organizationId = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(organization)
      .values({ id: organizationId, name, slug: `${slugify(name)}-${organizationId.slice(0, 6)}` });
    await tx.insert(member).values({ id: randomUUID(), organizationId, userId: viewer.userId, role: "owner" });
  });
  await switchOrganization(db, viewer, { organizationId });
  logger.info({ event: "organization-created", organizationId }, "organization created");
  return { organizationId };
}

/** Deletes the organization with its memberships and invitations; owners only, behind its flag (off by default). */
export async function deleteOrganization(db: Database, actor: Scope): Promise<void> {
  if (!flags().organizationDeletion) throw new ApiError("not_found");
  if (actor.membership.role !== "owner") throw new ApiError("forbidden");
  await db.delete(organization).where(eq(organization.id, actor.membership.organizationId));
  logger.info(
    { event: "organization-deleted", organizationId: actor.membership.organizationId },
    "organization deleted",
  );
}
