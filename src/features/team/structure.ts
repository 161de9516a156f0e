import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { department, member, memberPlacement, position } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";

/*
 * How the organization is divided: its departments and positions, and where each member sits.
 * Both lists work the same way, so one set of functions serves both, by `kind`.
 */

export type UnitKind = "department" | "position";
export type OrgUnit = { id: string; name: string; people: number };
type Scope = { organizationId: string };

const tables = { department, position } as const;
const placementColumn = { department: memberPlacement.departmentId, position: memberPlacement.positionId } as const;

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: unknown }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause));

/** The organization's departments or positions, by name, with how many members sit in each. */
export async function listUnits(db: Database, { organizationId }: Scope, kind: UnitKind): Promise<OrgUnit[]> {
  const table = tables[kind];
  const column = placementColumn[kind];
  const rows = await db
    .select({ id: table.id, name: table.name, people: sql<number>`count(${memberPlacement.userId})::int` })
    .from(table)
    .leftJoin(memberPlacement, and(eq(column, table.id), eq(memberPlacement.organizationId, organizationId)))
    .where(eq(table.organizationId, organizationId))
    .groupBy(table.id, table.name)
    .orderBy(asc(sql`lower(${table.name})`));
  return rows.map((row) => ({ ...row, people: Number(row.people) }));
}

export async function createUnit(
  db: Database,
  { organizationId }: Scope,
  kind: UnitKind,
  name: string,
): Promise<{ id: string }> {
  const id = randomUUID();
  try {
    await db.insert(tables[kind]).values({ id, organizationId, name });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("name_taken");
    throw error;
  }
  return { id };
}

export async function renameUnit(
  db: Database,
  { organizationId }: Scope,
  kind: UnitKind,
  { id, name }: { id: string; name: string },
): Promise<void> {
  const table = tables[kind];
  try {
    const updated = await db
      .update(table)
      .set({ name })
      .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
      .returning({ id: table.id });
    if (updated.length === 0) throw new ApiError("not_found");
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("name_taken");
    throw error;
  }
}

/** Deletes a department or position; the members in it stay, without one. */
export async function deleteUnit(
  db: Database,
  { organizationId }: Scope,
  kind: UnitKind,
  { id }: { id: string },
): Promise<void> {
  const table = tables[kind];
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new ApiError("not_found");
}

/** Puts a member in a department and a position of the same organization (null for none). */
export async function placeMember(
  db: Database,
  { organizationId }: Scope,
  { userId, departmentId, positionId }: { userId: string; departmentId: string | null; positionId: string | null },
): Promise<void> {
  const [isMember] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  if (!isMember) throw new ApiError("not_found");
  await assertOwnUnit(db, organizationId, "department", departmentId);
  await assertOwnUnit(db, organizationId, "position", positionId);
  await db
    .insert(memberPlacement)
    .values({ organizationId, userId, departmentId, positionId })
    .onConflictDoUpdate({
      target: [memberPlacement.organizationId, memberPlacement.userId],
      set: { departmentId, positionId },
    });
}

/** A department or position id sent by a client must be one of this organization's. */
async function assertOwnUnit(db: Database, organizationId: string, kind: UnitKind, id: string | null): Promise<void> {
  if (id === null) return;
  const table = tables[kind];
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
    .limit(1);
  if (!found) throw new ApiError("not_found");
}
