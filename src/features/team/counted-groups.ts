import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import { countedGroup } from "@/db/schema";
import { MIN_GROUP_SIZE } from "./aggregates";

/*
 * Figures per department or position must not be undone by comparing two views: if moving one
 * person out of a group changed its figures, the difference would be that person's level. So the
 * figures count each person in a *counted* group that follows their real placement in batches:
 * a group takes its pending arrivals and releases its pending departures only when they are at
 * least MIN_GROUP_SIZE people together. Until then a person who moved is still counted where they
 * were; once released, they are counted among the people changing groups (a group of its own,
 * withheld under MIN_GROUP_SIZE like any other) until their new group takes them in. Every change
 * of a group's figures therefore mixes at least MIN_GROUP_SIZE people, except two that the
 * organization's own total shows anyway: someone joining or leaving the organization.
 */

export type CountedKind = "department" | "position";
/** The key of the people changing groups: released by their old group, not yet taken in by the new one. */
export const CHANGING_GROUPS = "changing";

export type CountedGroupUpdate = { admit: { userId: string; groupKey: string }[]; release: string[] };

/**
 * What to write so the counted groups follow the real ones (`placed`: each member's group now;
 * `counted`: each member's counted group, absent while changing). The first time, everyone is
 * counted where they are. After that, each group with at least `minimum` departures and arrivals
 * pending releases and admits them all; an arrival is someone changing groups whose real group
 * is this one (a person still counted elsewhere waits to be released there first).
 */
export function countedGroupUpdate(
  placed: ReadonlyMap<string, string>,
  counted: ReadonlyMap<string, string>,
  minimum = MIN_GROUP_SIZE,
): CountedGroupUpdate {
  if (counted.size === 0)
    return { admit: [...placed].map(([userId, groupKey]) => ({ userId, groupKey })), release: [] };
  const pending = new Map<string, { arriving: string[]; leaving: string[] }>();
  const of = (key: string) => pending.get(key) ?? pending.set(key, { arriving: [], leaving: [] }).get(key)!;
  for (const [userId, groupKey] of counted) if (placed.get(userId) !== groupKey) of(groupKey).leaving.push(userId);
  for (const [userId, groupKey] of placed) if (!counted.has(userId)) of(groupKey).arriving.push(userId);
  const update: CountedGroupUpdate = { admit: [], release: [] };
  for (const [groupKey, { arriving, leaving }] of pending) {
    if (arriving.length + leaving.length < minimum) continue;
    update.release.push(...leaving);
    update.admit.push(...arriving.map((userId) => ({ userId, groupKey })));
  }
  return update;
}

const placementColumn = { department: sql.raw("department_id"), position: sql.raw("position_id") };

/** Brings the organization's counted groups of this kind up to date (see above); idempotent. */
export async function refreshCountedGroups(
  db: Database,
  { organizationId }: { organizationId: string },
  kind: CountedKind,
): Promise<void> {
  const [placedRows, countedRows] = await Promise.all([
    selectRows<{ user_id: string; group_key: string }>(
      db,
      sql`select m.user_id, coalesce(mpl.${placementColumn[kind]}, 'none') as group_key
          from member m
          left join member_placement mpl on mpl.organization_id = m.organization_id and mpl.user_id = m.user_id
          where m.organization_id = ${organizationId}`,
    ),
    db
      .select({ userId: countedGroup.userId, groupKey: countedGroup.groupKey })
      .from(countedGroup)
      .where(and(eq(countedGroup.organizationId, organizationId), eq(countedGroup.kind, kind))),
  ]);
  const { admit, release } = countedGroupUpdate(
    new Map(placedRows.map((row) => [row.user_id, row.group_key])),
    new Map(countedRows.map((row) => [row.userId, row.groupKey])),
  );
  if (admit.length === 0 && release.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < release.length; start += 1000)
      await tx
        .delete(countedGroup)
        .where(
          and(
            eq(countedGroup.organizationId, organizationId),
            eq(countedGroup.kind, kind),
            inArray(countedGroup.userId, release.slice(start, start + 1000)),
          ),
        );
    for (let start = 0; start < admit.length; start += 1000)
      await tx
        .insert(countedGroup)
        .values(admit.slice(start, start + 1000).map((row) => ({ organizationId, kind, ...row })))
        .onConflictDoUpdate({
          target: [countedGroup.organizationId, countedGroup.kind, countedGroup.userId],
          set: { groupKey: sql`excluded.group_key` },
        });
  });
}

/**
 * SQL: the counted group of member `m` (the alias used by the figures' queries), as a join (one
 * index lookup per member, where a subquery in the select list ran once per row) and the key it
 * gives, the people changing groups when there is none.
 */
export function countedGroupJoin(kind: CountedKind, alias: string): { join: SQL; key: SQL } {
  const table = sql.raw(alias);
  return {
    join: sql`left join counted_group ${table}
      on ${table}.organization_id = m.organization_id and ${table}.user_id = m.user_id and ${table}.kind = ${kind}`,
    key: sql`coalesce(${table}.group_key, ${CHANGING_GROUPS})`,
  };
}

/** Order of the groups in a table: by name, then the people without one, then those changing groups. */
export function byGroupName(x: { key: string; name: string | null }, y: { key: string; name: string | null }): number {
  const rank = (group: { key: string }) => (group.key === CHANGING_GROUPS ? 2 : group.key === "none" ? 1 : 0);
  return rank(x) - rank(y) || (x.name ?? "").localeCompare(y.name ?? "");
}

export type GroupLabels = { none: string; changing: string; former: string };

/** A group's name in a table: its own, or the label of the people without one, changing, or in a deleted group. */
export function groupLabel(group: { key: string; name: string | null }, labels: GroupLabels): string {
  if (group.key === "none") return labels.none;
  if (group.key === CHANGING_GROUPS) return labels.changing;
  return group.name || labels.former;
}
