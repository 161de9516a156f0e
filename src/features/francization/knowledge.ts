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
import { frenchShare, type FrenchShare } from "./french-share";

/*
 * Knowledge of French of the organization's staff, from what the app knows: a person's first
 * language (onboarding) and their best level in the French course (placement, units completed).
 * Per department and per position, groups under five withheld; and the share of staff not able
 * to communicate in French, which enterprises of 5–24 people (5–49 before June 2025) declare in the enterprise register.
 */

type Person = {
  departmentId: string | null;
  departmentName: string | null;
  positionId: string | null;
  positionName: string | null;
  nativeLanguage: string | null;
  frenchLevel: CefrLevel | null;
};
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

export async function frenchKnowledge(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<FrenchKnowledge> {
  for (const kind of ["department", "position"] as const) await refreshCountedGroups(db, { organizationId }, kind);
  const rows = await selectRows<{
    department_id: string | null;
    department_name: string | null;
    position_id: string | null;
    position_name: string | null;
    native_language: string | null;
    french_level: string | null;
  }>(
    db,
    sql`with best as (
          select distinct on (lr.user_id) lr.user_id, lr.level from level_reached lr
          join member bm on bm.user_id = lr.user_id and bm.organization_id = ${organizationId}
          where lr.course_id = 'fr'
          order by lr.user_id, ${levelRankSql(sql`lr.level`)} desc)
        select g.department_id, d.name as department_name, g.position_id, po.name as position_name, g.native_language,
          g.french_level
        from (select ${department.key} as department_id, ${position.key} as position_id,
            lp.native_language, best.level as french_level
          from member m
          left join learner_profile lp on lp.user_id = m.user_id
          left join best on best.user_id = m.user_id
          ${department.join}
          ${position.join}
          where m.organization_id = ${organizationId}) g
        left join department d on d.id = g.department_id
        left join position po on po.id = g.position_id`,
  );
  const people: Person[] = rows.map((row) => ({
    departmentId: row.department_id,
    departmentName: row.department_name,
    positionId: row.position_id,
    positionName: row.position_name,
    nativeLanguage: row.native_language,
    // "Before A1" counts as a known level below A1: not able to communicate yet.
    frenchLevel: row.french_level === PRE_A1 ? "A1" : (row.french_level as Person["frenchLevel"]),
  }));
  return {
    people: people.length,
    overall: people.length >= MIN_GROUP_SIZE ? frenchShare(people) : null,
    byDepartment: groupBy(people, "department"),
    byPosition: groupBy(people, "position"),
  };
}

function groupBy(people: Person[], kind: "department" | "position"): KnowledgeGroup[] {
  const groups = new Map<string, { name: string | null; people: Person[] }>();
  for (const person of people) {
    const key = (kind === "department" ? person.departmentId : person.positionId) ?? "none";
    const group = groups.get(key) ?? {
      name: kind === "department" ? person.departmentName : person.positionName,
      people: [],
    };
    group.people.push(person);
    groups.set(key, group);
  }
  return suppressSmallGroups(
    [...groups].map(([key, group]) => ({ key, people: group.people.length, values: frenchShare(group.people) })),
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
