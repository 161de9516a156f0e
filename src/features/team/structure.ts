import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { department, member, memberPlacement, position } from "@/db/schema";
import { recordAudit } from "@/features/audit";
import { ApiError } from "@/lib/api/errors";

/*
 * How the organization is divided: its departments and positions, and where each member sits.
 * Both lists work the same way, so one set of functions serves both, by `kind`.
 */

export type UnitKind = "department" | "position";
export type OrgUnit = { id: string; name: string; people: number };
type Scope = { organizationId: string };
/** A change made by an admin: their id goes into the audit trail with the change. */
type Acting = Scope & { actorId: string };

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
  { organizationId, actorId }: Acting,
  kind: UnitKind,
  name: string,
): Promise<{ id: string }> {
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(tables[kind]).values({ id, organizationId, name });
      await recordAudit(tx, { organizationId }, { act: "unit.created", actor: { id: actorId }, after: { kind, name } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("name_taken");
    throw error;
  }
  return { id };
}

export async function renameUnit(
  db: Database,
  { organizationId, actorId }: Acting,
  kind: UnitKind,
  { id, name }: { id: string; name: string },
): Promise<void> {
  const table = tables[kind];
  try {
    await db.transaction(async (tx) => {
      const [current] = await unitNames(tx, organizationId, kind, [id]);
      if (!current) throw new ApiError("not_found");
      await tx
        .update(table)
        .set({ name })
        .where(and(eq(table.id, id), eq(table.organizationId, organizationId)));
      if (current.name === name) return;
      await recordAudit(
        tx,
        { organizationId },
        { act: "unit.renamed", actor: { id: actorId }, before: { kind, name: current.name }, after: { kind, name } },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("name_taken");
    throw error;
  }
}

/** Deletes a department or position; the members in it stay, without one. */
export async function deleteUnit(
  db: Database,
  { organizationId, actorId }: Acting,
  kind: UnitKind,
  { id }: { id: string },
): Promise<void> {
  const table = tables[kind];
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
      .returning({ name: table.name });
    if (!deleted) throw new ApiError("not_found");
    await recordAudit(
      tx,
      { organizationId },
      { act: "unit.deleted", actor: { id: actorId }, before: { kind, name: deleted.name } },
    );
  });
}

/** Puts a member in a department and a position of the same organization (null for none). */
export async function placeMember(
  db: Database,
  { organizationId, actorId }: Acting,
  { userId, departmentId, positionId }: { userId: string; departmentId: string | null; positionId: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ departmentId: memberPlacement.departmentId, positionId: memberPlacement.positionId })
      .from(member)
      .leftJoin(
        memberPlacement,
        and(eq(memberPlacement.organizationId, member.organizationId), eq(memberPlacement.userId, member.userId)),
      )
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
      .limit(1);
    if (!current) throw new ApiError("not_found");
    await assertOwnUnit(tx, organizationId, "department", departmentId);
    await assertOwnUnit(tx, organizationId, "position", positionId);
    await tx
      .insert(memberPlacement)
      .values({ organizationId, userId, departmentId, positionId })
      .onConflictDoUpdate({
        target: [memberPlacement.organizationId, memberPlacement.userId],
        set: { departmentId, positionId },
      });
    const moves = {
      department: [current.departmentId, departmentId],
      position: [current.positionId, positionId],
    } as const;
    for (const kind of ["department", "position"] as const) {
      const [from, to] = moves[kind];
      if (from !== to) await recordPlacement(tx, { organizationId, actorId }, kind, { userId, from, to });
    }
  });
}

/** The names of some of the organization's departments or positions. */
async function unitNames(
  db: Database,
  organizationId: string,
  kind: UnitKind,
  ids: (string | null)[],
): Promise<{ id: string; name: string }[]> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return [];
  const table = tables[kind];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, wanted)));
}

/** A member's move to another department or position, with the units' names as they read today. */
export async function recordPlacement(
  tx: Database,
  { organizationId, actorId }: Acting,
  kind: UnitKind,
  { userId, from, to }: { userId: string; from: string | null; to: string | null },
): Promise<void> {
  const names = new Map((await unitNames(tx, organizationId, kind, [from, to])).map((unit) => [unit.id, unit.name]));
  await recordAudit(
    tx,
    { organizationId },
    {
      act: kind === "department" ? "member.department_changed" : "member.position_changed",
      actor: { id: actorId },
      subject: { id: userId },
      before: { [kind]: from && (names.get(from) ?? null) },
      after: { [kind]: to && (names.get(to) ?? null) },
    },
  );
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
