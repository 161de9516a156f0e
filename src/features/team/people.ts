import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import { localDay, startOfLocalDay } from "@/lib/days";
import { levelRankSql, monthPracticeSeconds } from "./practice-sql";
import type { PeopleQuery } from "./schemas";

export const PEOPLE_PAGE_SIZE = 50;

export type Person = {
  userId: string;
  name: string;
  email: string;
  role: string;
  joinedAt: Date;
  departmentId: string | null;
  departmentName: string | null;
  positionId: string | null;
  positionName: string | null;
  /** The course the learner follows (the language learned), null before onboarding. */
  course: "fr" | "en" | null;
  /** Progress: present only when the organization's policy is named progress. */
  progress: { level: string | null; monthMinutes: number; lastActiveAt: Date | null } | null;
};

export type PeoplePage = { people: Person[]; total: number; page: number; pageCount: number };

/** The first instant of the month containing `now`, and of the next one, in the organization's time zone. */
export function monthWindow(now: Date, timeZone: string): { from: Date; to: Date } {
  const [year, month] = localDay(now, timeZone).split("-").map(Number) as [number, number];
  const first = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}-01`;
  return {
    from: startOfLocalDay(first(year, month), timeZone),
    to: startOfLocalDay(month === 12 ? first(year + 1, 1) : first(year, month + 1), timeZone),
  };
}

const ORDER: Record<PeopleQuery["sort"], SQL> = {
  name: sql`lower(p.name)`,
  email: sql`lower(p.email)`,
  role: sql`case p.role when 'owner' then 0 when 'admin' then 1 else 2 end`,
  department: sql`lower(coalesce(p.department_name, ''))`,
  position: sql`lower(coalesce(p.position_name, ''))`,
  joined: sql`p.joined_at`,
  level: sql`coalesce(${levelRankSql(sql`p.level`)}, 0)`,
  minutes: sql`p.month_minutes`,
  lastActive: sql`p.last_active_at`,
};

/**
 * One page of the organization's people, searched, filtered and sorted in the database. Level,
 * minutes and last activity are read only when `named` (the organization shares named progress):
 * otherwise they are neither returned nor usable to sort or filter, so they cannot be inferred.
 */
export async function listPeople(
  db: Database,
  {
    organizationId,
    timeZone,
    named,
    now = new Date(),
  }: { organizationId: string; timeZone: string; named: boolean; now?: Date },
  query: PeopleQuery,
): Promise<PeoplePage> {
  const month = monthWindow(now, timeZone);
  const sort = !named && ["level", "minutes", "lastActive"].includes(query.sort) ? "name" : query.sort;
  const search = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filters = [
    search && sql`(p.name ilike ${search} or p.email ilike ${search})`,
    query.role && sql`p.role = ${query.role}`,
    query.department === "none"
      ? sql`p.department_id is null`
      : query.department
        ? sql`p.department_id = ${query.department}`
        : null,
    query.position === "none"
      ? sql`p.position_id is null`
      : query.position
        ? sql`p.position_id = ${query.position}`
        : null,
    named && query.level === "none"
      ? sql`p.level is null`
      : named && query.level
        ? sql`p.level = ${query.level}`
        : null,
  ].filter((filter): filter is SQL => Boolean(filter));
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  // Level and last activity cost a subquery per person: computed for everyone only when the list
  // is sorted or filtered by them, otherwise only for the page shown.
  const levelForAll = named && (sort === "level" || query.level !== undefined);
  const lastActiveForAll = named && sort === "lastActive";
  const progress = named
    ? sql`,
      ${levelForAll ? levelOf(sql`m.user_id`, sql`lp.target_language`) : sql`null::text`} as level,
      coalesce(mp.seconds, 0) / 60.0 as month_minutes,
      ${lastActiveForAll ? lastActiveOf(sql`m.user_id`) : sql`null::timestamptz`} as last_active_at`
    : sql`, null::text as level, 0 as month_minutes, null::timestamptz as last_active_at`;
  const pageProgress = sql`${named && !levelForAll ? levelOf(sql`p.user_id`, sql`p.course`) : sql`p.level`} as level,
      p.month_minutes,
      ${named && !lastActiveForAll ? lastActiveOf(sql`p.user_id`) : sql`p.last_active_at`} as last_active_at`;
  const offset = (query.page - 1) * PEOPLE_PAGE_SIZE;
  const rows = await selectRows<Row>(
    db,
    // This month's practice per person once (from the monthly rollup), then joined.
    sql`with month_practice as (${named ? monthPracticeSeconds({ organizationId, ...month }) : sql`select null::text as user_id, 0::float8 as seconds where false`}),
    people as (
      select m.user_id, u.name, u.email, m.role, m.created_at as joined_at, lp.target_language as course,
        d.id as department_id, d.name as department_name, po.id as position_id, po.name as position_name ${progress}
      from member m
      join "user" u on u.id = m.user_id
      left join learner_profile lp on lp.user_id = m.user_id
      left join member_placement mpl on mpl.organization_id = m.organization_id and mpl.user_id = m.user_id
      left join department d on d.id = mpl.department_id
      left join position po on po.id = mpl.position_id
      left join month_practice mp on mp.user_id = m.user_id
      where m.organization_id = ${organizationId}),
    filtered as (select * from people p ${where})
    -- One row even past the last page, so the total is always known.
    select (select count(*) from filtered)::int as total, page.* from (select 1) as one
    left join lateral (
      select p.user_id, p.name, p.email, p.role, p.joined_at, p.course, p.department_id, p.department_name,
        p.position_id, p.position_name, ${pageProgress}
      from filtered p
      order by ${ORDER[sort]} ${query.dir === "desc" ? sql`desc nulls last` : sql`asc nulls first`}, lower(p.name), p.user_id
      limit ${PEOPLE_PAGE_SIZE} offset ${offset}) as page on true`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE)),
    people: rows
      .filter((row) => row.user_id !== null)
      .map((row) => ({
        userId: row.user_id,
        name: row.name,
        email: row.email,
        role: row.role,
        joinedAt: new Date(row.joined_at),
        departmentId: row.department_id,
        departmentName: row.department_name,
        positionId: row.position_id,
        positionName: row.position_name,
        course: row.course,
        progress: named
          ? {
              level: row.level,
              monthMinutes: Math.round(Number(row.month_minutes)),
              lastActiveAt: row.last_active_at ? new Date(row.last_active_at) : null,
            }
          : null,
      })),
  };
}

/** The person's highest level reached in the course they follow. */
const levelOf = (userId: SQL, course: SQL) =>
  sql`(select lr.level from level_reached lr where lr.user_id = ${userId} and lr.course_id = ${course}
    order by ${levelRankSql(sql`lr.level`)} desc limit 1)`;

/** The person's latest lesson, review session or conversation. */
const lastActiveOf = (userId: SQL) =>
  sql`greatest(
    (select max(finished_at) from lesson_attempt where user_id = ${userId}),
    (select max(finished_at) from review_session where user_id = ${userId}),
    (select max(started_at) from tutor_session where user_id = ${userId}))`;

type Row = {
  user_id: string;
  name: string;
  email: string;
  role: string;
  joined_at: string | Date;
  course: "fr" | "en" | null;
  department_id: string | null;
  department_name: string | null;
  position_id: string | null;
  position_name: string | null;
  level: string | null;
  month_minutes: number | string;
  last_active_at: string | Date | null;
  total: number | string;
};
