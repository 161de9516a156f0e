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
  /** Whether nobody is counted yet; the maps may hold only the members whose groups differ. */
  firstTime = counted.size === 0,
): CountedGroupUpdate {
  if (firstTime) return { admit: [...placed].map(([userId, groupKey]) => ({ userId, groupKey })), release: [] };
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
  // Only the members whose real and counted groups differ come back (a few, usually, of thousands):
  // the others change nothing in the update.
  const differing = await selectRows<{
    placed_user: string | null;
    placed_key: string | null;
    counted_user: string | null;
    counted_key: string | null;
    any_counted: boolean;
  }>(
    db,
    sql`with placed as (
          select m.user_id, coalesce(mpl.${placementColumn[kind]}, 'none') as group_key
          from member m
          left join member_placement mpl on mpl.organization_id = m.organization_id and mpl.user_id = m.user_id
          where m.organization_id = ${organizationId}
        ), counted as (
          select user_id, group_key from counted_group where organization_id = ${organizationId} and kind = ${kind}
        )
        select p.user_id as placed_user, p.group_key as placed_key, c.user_id as counted_user, c.group_key as counted_key,
          exists (select 1 from counted) as any_counted
        from placed p
        full join counted c on c.user_id = p.user_id
        where p.user_id is null or c.user_id is null or p.group_key <> c.group_key`,
  );
  if (differing.length === 0) return;
  const placed = new Map<string, string>();
  const counted = new Map<string, string>();
  for (const row of differing) {
    if (row.placed_user) placed.set(row.placed_user, row.placed_key!);
    if (row.counted_user) counted.set(row.counted_user, row.counted_key!);
  }
  const { admit, release } = countedGroupUpdate(placed, counted, MIN_GROUP_SIZE, !differing[0]!.any_counted);
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
