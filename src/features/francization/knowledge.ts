import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import {
  byGroupName,
  countedGroupJoin,
  levelRankSql,
  MIN_GROUP_SIZE,
  refreshCountedGroups,
  suppressSmallGroups,
} from "@/features/team";
import { PRE_A1, type CefrLevel } from "@/lib/levels";
import { frenchShare, type FrenchShare, type FrenchSharePerson } from "./french-share";

/*
 * Knowledge of French of the organization's staff, from what the app knows: a person's first
 * language (onboarding) and their best level in the French course (placement, units completed).
 * Per department and per position, groups under five withheld; and the share of staff not able
 * to communicate in French, which enterprises of 5–24 people (5–49 before June 2025) declare in the enterprise register.
 */

/** People who share a group, a first language and a level: `count` of them. */
type People = FrenchSharePerson & { groupKey: string; groupName: string | null; count: number };
export type KnowledgeGroup = {
  key: string;
  name: string | null;
  people: number;
  share: FrenchShare | null;
  suppressed: boolean;
};
/** `overall` is null for an organization of fewer than five members: its total would point at people. */
export type FrenchKnowledge = {
  people: number;
  overall: FrenchShare | null;
  byDepartment: KnowledgeGroup[];
  byPosition: KnowledgeGroup[];
};

const department = countedGroupJoin("department", "cgd");
const position = countedGroupJoin("position", "cgp");

/** Which grouping set a row of the knowledge query sums (the bits of `grouping(department, position)`). */
const BY_DEPARTMENT = 1;
const BY_POSITION = 2;
const OVERALL = 3;

export async function frenchKnowledge(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<FrenchKnowledge> {
  for (const kind of ["department", "position"] as const) await refreshCountedGroups(db, { organizationId }, kind);
  // Counted in the database, per group, first language and level (a few hundred rows, not one per member).
  const rows = await selectRows<{
    grouped: number;
    department_id: string | null;
    department_name: string | null;
    position_id: string | null;
    position_name: string | null;
    native_language: string | null;
    french_level: string | null;
    people: number;
  }>(
    db,
    sql`with best as (
          select distinct on (lr.user_id) lr.user_id, lr.level from level_reached lr
          join member bm on bm.user_id = lr.user_id and bm.organization_id = ${organizationId}
          where lr.course_id = 'fr'
          order by lr.user_id, ${levelRankSql(sql`lr.level`)} desc),
        g as (select ${department.key} as department_id, ${position.key} as position_id,
            lp.native_language, best.level as french_level
          from member m
          left join learner_profile lp on lp.user_id = m.user_id
          left join best on best.user_id = m.user_id
          ${department.join}
          ${position.join}
          where m.organization_id = ${organizationId})
        select grouping(g.department_id, g.position_id) as grouped, g.department_id, d.name as department_name,
          g.position_id, po.name as position_name, g.native_language, g.french_level, count(*)::int as people
        from g
        left join department d on d.id = g.department_id
        left join position po on po.id = g.position_id
        group by grouping sets (
          (g.department_id, d.name, g.native_language, g.french_level),
          (g.position_id, po.name, g.native_language, g.french_level),
          (g.native_language, g.french_level))`,
  );
  const sets: Record<number, People[]> = { [BY_DEPARTMENT]: [], [BY_POSITION]: [], [OVERALL]: [] };
  for (const row of rows) {
    const byDepartment = Number(row.grouped) === BY_DEPARTMENT;
    sets[Number(row.grouped)]!.push({
      groupKey: (byDepartment ? row.department_id : row.position_id) ?? "none",
      groupName: byDepartment ? row.department_name : row.position_name,
      nativeLanguage: row.native_language,
      // "Before A1" counts as a known level below A1: not able to communicate yet.
      frenchLevel: row.french_level === PRE_A1 ? "A1" : (row.french_level as CefrLevel | null),
      count: row.people,
    });
  }
  const overall = frenchShare(sets[OVERALL]!);
  return {
    people: overall.total,
    overall: overall.total >= MIN_GROUP_SIZE ? overall : null,
    byDepartment: groupBy(sets[BY_DEPARTMENT]!),
    byPosition: groupBy(sets[BY_POSITION]!),
  };
}

function groupBy(entries: People[]): KnowledgeGroup[] {
  const groups = new Map<string, { name: string | null; entries: People[] }>();
  for (const entry of entries) {
    const group = groups.get(entry.groupKey) ?? { name: entry.groupName, entries: [] };
    group.entries.push(entry);
    groups.set(entry.groupKey, group);
  }
  return suppressSmallGroups(
    [...groups].map(([key, group]) => {
      const values = frenchShare(group.entries);
      return { key, people: values.total, values };
    }),
  )
    .map((group) => ({
      key: group.key,
      name: groups.get(group.key)!.name,
      people: group.people,
      share: group.values,
      suppressed: group.suppressed,
    }))
    .sort(byGroupName);
}
