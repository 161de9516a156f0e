import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { member, organization } from "@/db/schema";
import { recordAudit } from "@/features/audit";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { countOwners, getMemberRole, removeMember, setMemberRole } from "./queries";
import { canChangeRole, canRemove, type Role } from "./roles";

type Scope = { userId: string; membership: { organizationId: string } };
type RoleChange = { userId: string; role: Role };

/**
 * Reads the actor's role and every target's role with the organization's row locked, as the
 * single-member changes do, so two bulk calls (or a bulk call and a single change) run one after
 * the other and the owner count they check is still true when they write.
 */
async function lockedRoles(
  tx: Database,
  actor: Scope,
  userIds: string[],
): Promise<{ actorRole: Role; current: Map<string, Role>; owners: number }> {
  const { organizationId } = actor.membership;
  if (new Set(userIds).size !== userIds.length) throw new ApiError("validation_failed");
  await tx.select({ id: organization.id }).from(organization).where(eq(organization.id, organizationId)).for("update");
  const actorRole = await getMemberRole(tx, { organizationId, userId: actor.userId });
  if (!actorRole) throw new ApiError("forbidden");
  const rows = await tx
    .select({ userId: member.userId, role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), inArray(member.userId, userIds)));
  if (rows.length !== userIds.length) throw new ApiError("not_found");
  const current = new Map(rows.map((row) => [row.userId, row.role as Role]));
  return { actorRole, current, owners: await countOwners(tx, { organizationId }) };
}

/**
 * Gives several members a role each, all or none: a member of another organization fails the whole
 * call with not_found, a change the actor may not make with forbidden, and a call that would leave
 * the organization without an owner with last_owner. Returns each member's previous role, so the
 * same call with those values undoes it.
 */
export async function changeMembersRoles(
  db: Database,
  actor: Scope,
  changes: RoleChange[],
): Promise<{ previous: RoleChange[] }> {
  const { organizationId } = actor.membership;
  const previous = await db.transaction(async (tx) => {
    const { actorRole, current, owners } = await lockedRoles(
      tx,
      actor,
      changes.map((change) => change.userId),
    );
    let ownersAfter = owners;
    for (const { userId, role } of changes) {
      const from = current.get(userId)!;
      if (!canChangeRole(actorRole, from, role)) throw new ApiError("forbidden");
      ownersAfter += Number(role === "owner") - Number(from === "owner");
    }
    if (ownersAfter < 1) throw new ApiError("last_owner");
    for (const { userId, role } of changes) {
      if (current.get(userId) === role) continue;
      await setMemberRole(tx, { organizationId, userId, role });
      await recordAudit(tx, actor.membership, {
        act: "member.role_changed",
        actor: { id: actor.userId },
        subject: { id: userId },
        before: { role: current.get(userId) },
        after: { role },
      });
    }
    return changes.map(({ userId }) => ({ userId, role: current.get(userId)! }));
  });
  logger.info({ event: "members-role", organizationId, count: changes.length }, "member roles changed");
  return { previous };
}

/**
 * Takes several members out of the organization, all or none, with the same rules as one removal;
 * the actor cannot remove themselves this way (leaving is its own act). Cannot be undone: their
 * accounts and their own learning data stay theirs, but the membership is gone.
 */
export async function removeMembers(db: Database, actor: Scope, userIds: string[]): Promise<void> {
  const { organizationId } = actor.membership;
  if (userIds.includes(actor.userId)) throw new ApiError("forbidden");
  await db.transaction(async (tx) => {
    const { actorRole, current } = await lockedRoles(tx, actor, userIds);
    // Only owners remove owners, and never themselves here: the actor stays, so an owner remains.
    if ([...current.values()].some((role) => !canRemove(actorRole, role))) throw new ApiError("forbidden");
    for (const userId of userIds) {
      await recordAudit(tx, actor.membership, {
        act: "member.removed",
        actor: { id: actor.userId },
        subject: { id: userId },
        before: { role: current.get(userId) },
      });
      await removeMember(tx, { organizationId, userId });
    }
  });
  logger.info({ event: "members-removed", organizationId, count: userIds.length }, "members removed");
}
