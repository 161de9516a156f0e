import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import { speakingDistribution, type SpeakingCounts } from "@/features/pronunciation";
import { addDays, localDay, startOfLocalDay, type LocalDay } from "@/lib/days";
import type { Level } from "@/lib/levels";
import { MIN_GROUP_SIZE, suppressSmallGroups } from "./aggregates";
import { byGroupName, countedGroupJoin, refreshCountedGroups } from "./counted-groups";
import { levelRankSql, practiceRows } from "./practice-sql";
import { memberLevels, type MemberLevel } from "./schemas";

/*
 * The organization's progress, as aggregates only: never a person. Any figure about fewer than
 * MIN_GROUP_SIZE people is withheld (Law 25: a group that small identifies them).
 */

export const PROGRESS_WEEKS = 26;
export const GAIN_MONTHS = [3, 6, 12] as const;

export type WeekFigures = {
  week: LocalDay;
  activeLearners: number;
  minutes: number | null;
  lessons: number | null;
  suppressed: boolean;
};
export type LevelGroup = {
  key: string;
  name: string;
  people: number;
  counts: Record<MemberLevel, number> | null;
  suppressed: boolean;
};
export type LevelGain = {
  months: number;
  learners: number;
  gained: number | null;
  averageSteps: number | null;
  suppressed: boolean;
};
/** Members by speaking estimate (the pronunciation coach's), for the whole organization only. */
export type SpeakingGroup = { people: number; counts: SpeakingCounts | null; suppressed: boolean };
export type TeamProgress = {
  weeks: WeekFigures[];
  levels: LevelGroup;
  byDepartment: LevelGroup[];
  gains: LevelGain[];
  speaking: SpeakingGroup;
};

type Scope = { organizationId: string; timeZone: string };

/** Monday of the week containing `day`. */
function mondayOf(day: LocalDay): LocalDay {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Active learners, minutes and lessons per week, for the last PROGRESS_WEEKS weeks (Monday to Monday, in the organization's time zone). */
export async function weeklyActivity(
  db: Database,
  { organizationId, timeZone }: Scope,
  now = new Date(),
): Promise<WeekFigures[]> {
  const thisMonday = mondayOf(localDay(now, timeZone));
  const firstMonday = addDays(thisMonday, -7 * (PROGRESS_WEEKS - 1));
  const window = {
    from: startOfLocalDay(firstMonday, timeZone),
    to: startOfLocalDay(addDays(thisMonday, 7), timeZone),
  };
  const rows = await selectRows<{ week: string; learners: number; seconds: number; lessons: number }>(
    db,
    sql`select to_char(date_trunc('week', p.at at time zone ${timeZone}), 'YYYY-MM-DD') as week,
          count(distinct p.user_id)::int as learners, sum(p.seconds)::float8 as seconds, sum(p.lessons)::int as lessons
        from (${practiceRows({ organizationId, ...window })}) p group by 1`,
  );
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return Array.from({ length: PROGRESS_WEEKS }, (_, index) => {
    const week = addDays(firstMonday, 7 * index);
    const row = byWeek.get(week);
    const activeLearners = Number(row?.learners ?? 0);
    // A week with a few active learners would show each one's time: only the head count is given.
    const suppressed = activeLearners > 0 && activeLearners < MIN_GROUP_SIZE;
    return {
      week,
      activeLearners,
      minutes: suppressed ? null : Math.round(Number(row?.seconds ?? 0) / 60),
      lessons: suppressed ? null : Number(row?.lessons ?? 0),
      suppressed,
    };
  });
}

/**
 * Each current member's best level in the course they follow (none before a placement or a unit),
 * with the department they are counted in (counted-groups.ts).
 */
const department = countedGroupJoin("department", "cgd");
const bestLevels = (organizationId: string, at: Date | null) => sql`
  select m.user_id, ${department.key} as department_id,
    (select lr.level from level_reached lr
      where lr.user_id = m.user_id and lr.course_id = lp.target_language ${at ? sql`and lr.reached_at <= ${at.toISOString()}::timestamptz` : sql``}
      order by ${levelRankSql(sql`lr.level`)} desc limit 1) as level
  from member m
  left join learner_profile lp on lp.user_id = m.user_id
  ${department.join}
  where m.organization_id = ${organizationId}`;

const emptyCounts = () => Object.fromEntries(memberLevels.map((level) => [level, 0])) as Record<MemberLevel, number>;

/** How many members are at each level, overall and per department (small departments withheld). */
export async function levelDistribution(
  db: Database,
  { organizationId }: Pick<Scope, "organizationId">,
): Promise<{ overall: LevelGroup; byDepartment: LevelGroup[] }> {
  await refreshCountedGroups(db, { organizationId }, "department");
  const rows = await selectRows<{
    department_id: string | null;
    department_name: string | null;
    level: Level | null;
    people: number;
  }>(
    db,
    sql`select b.department_id, d.name as department_name, b.level, count(*)::int as people
        from (${bestLevels(organizationId, null)}) b left join department d on d.id = b.department_id
        group by 1, 2, 3`,
  );
  const overall = emptyCounts();
  const departments = new Map<string, { name: string; counts: Record<MemberLevel, number>; people: number }>();
  for (const row of rows) {
    const people = Number(row.people);
    overall[row.level ?? "none"] += people;
    const key = row.department_id ?? "none";
    const group = departments.get(key) ?? { name: row.department_name ?? "", counts: emptyCounts(), people: 0 };
    group.counts[row.level ?? "none"] += people;
    group.people += people;
    departments.set(key, group);
  }
  const total = Object.values(overall).reduce((sum, count) => sum + count, 0);
  const shown = suppressSmallGroups(
    [...departments].map(([key, group]) => ({ key, people: group.people, values: group.counts })),
  );
  return {
    overall: {
      key: "all",
      name: "",
      people: total,
      counts: total >= MIN_GROUP_SIZE ? overall : null,
      suppressed: total < MIN_GROUP_SIZE,
    },
    byDepartment: shown
      .map((group) => ({
        key: group.key,
        name: departments.get(group.key)!.name,
        people: group.people,
        counts: group.values,
        suppressed: group.suppressed,
      }))
      .sort(byGroupName),
  };
}

/**
 * Level gains over the last 3, 6 and 12 months: among members who had a level then and have one
 * now, how many moved up and by how many steps on average.
 */
export async function levelGains(
  db: Database,
  { organizationId }: Pick<Scope, "organizationId">,
  now = new Date(),
): Promise<LevelGain[]> {
  return Promise.all(
    GAIN_MONTHS.map(async (months) => {
      const then = new Date(now);
      then.setUTCMonth(then.getUTCMonth() - months);
      const [row] = await selectRows<{ learners: number; gained: number; steps: number | null }>(
        db,
        sql`select count(*)::int as learners,
              count(*) filter (where ${levelRankSql(sql`n.level`)} > ${levelRankSql(sql`t.level`)})::int as gained,
              avg(${levelRankSql(sql`n.level`)} - ${levelRankSql(sql`t.level`)})::float8 as steps
            from (${bestLevels(organizationId, null)}) n join (${bestLevels(organizationId, then)}) t on t.user_id = n.user_id
            where n.level is not null and t.level is not null`,
      );
      const learners = Number(row?.learners ?? 0);
      const suppressed = learners < MIN_GROUP_SIZE;
      return {
        months,
        learners,
        gained: suppressed ? null : Number(row!.gained),
        averageSteps: suppressed ? null : Math.round(Number(row!.steps ?? 0) * 10) / 10,
        suppressed,
      };
    }),
  );
}

/** The speaking estimates, withheld under MIN_GROUP_SIZE members like the levels. */
async function speakingGroup(db: Database, scope: Scope, now: Date): Promise<SpeakingGroup> {
  const counts = await speakingDistribution(db, scope, now);
  const people = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const suppressed = people < MIN_GROUP_SIZE;
  return { people, counts: suppressed ? null : counts, suppressed };
}

export async function teamProgress(db: Database, scope: Scope, now = new Date()): Promise<TeamProgress> {
  const [weeks, distribution, gains, speaking] = await Promise.all([
    weeklyActivity(db, scope, now),
    levelDistribution(db, scope),
    levelGains(db, scope, now),
    speakingGroup(db, scope, now),
  ]);
  return { weeks, levels: distribution.overall, byDepartment: distribution.byDepartment, gains, speaking };
}
