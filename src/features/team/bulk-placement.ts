import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { department, member, memberPlacement, position } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import type { BulkPlacementInput } from "./schemas";
import { recordPlacement } from "./structure";

type Scope = { organizationId: string; actorId: string };
export type PlacementChange = { userId: string; unitId: string | null };

const units = { department, position } as const;
const column = { department: "departmentId", position: "positionId" } as const;

/**
 * Puts several members in a department or position (or takes them out of it) in one transaction,
 * and returns where each one was before, so the same call with those values undoes it. A member or
 * a unit of another organization fails the whole call with not_found, and nothing changes.
 */
export async function placeMembers(
  db: Database,
  { organizationId, actorId }: Scope,
  { action, changes }: BulkPlacementInput,
): Promise<{ previous: PlacementChange[] }> {
  const userIds = [...new Set(changes.map((change) => change.userId))];
  if (userIds.length !== changes.length) throw new ApiError("validation_failed");
  const unitIds = [...new Set(changes.flatMap((change) => (change.unitId === null ? [] : [change.unitId])))];
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: member.userId, unitId: memberPlacement[column[action]] })
      .from(member)
      .leftJoin(
        memberPlacement,
        and(eq(memberPlacement.organizationId, member.organizationId), eq(memberPlacement.userId, member.userId)),
      )
      .where(and(eq(member.organizationId, organizationId), inArray(member.userId, userIds)));
    if (members.length !== userIds.length) throw new ApiError("not_found");
    if (unitIds.length > 0) {
      const table = units[action];
      const found = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), inArray(table.id, unitIds)));
      if (found.length !== unitIds.length) throw new ApiError("not_found");
    }
    for (const { userId, unitId } of changes) {
      await tx
        .insert(memberPlacement)
        .values({ organizationId, userId, departmentId: null, positionId: null, [column[action]]: unitId })
        .onConflictDoUpdate({
          target: [memberPlacement.organizationId, memberPlacement.userId],
          set: { [column[action]]: unitId },
        });
    }
    const before = new Map(members.map((row) => [row.userId, row.unitId ?? null]));
    for (const { userId, unitId } of changes) {
      const from = before.get(userId) ?? null;
      if (from !== unitId) await recordPlacement(tx, { organizationId, actorId }, action, { userId, from, to: unitId });
    }
    return { previous: changes.map(({ userId }) => ({ userId, unitId: before.get(userId) ?? null })) };
  });
}
