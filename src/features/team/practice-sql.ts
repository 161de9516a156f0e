import { sql, type SQL } from "drizzle-orm";
import { LEVELS } from "@/lib/levels";

/*
 * Practice time of an organization's current members, as rows (user_id, at, seconds, lessons):
 * lessons and unit tests finished, review sessions finished, and conversations with Madame (from
 * their start to their last turn, an hour at most, as the learner's own dashboard counts them).
 * Read by the people list, the progress charts and the cockpit's training hours alike, so the
 * three always agree.
 */
export function practiceRows({ organizationId, from, to }: { organizationId: string; from: Date; to: Date }): SQL {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  return sql`
    select la.user_id, la.finished_at as at, coalesce(la.duration_seconds, 0)::float8 as seconds, (la.kind = 'lesson')::int as lessons
      from lesson_attempt la join member m on m.user_id = la.user_id and m.organization_id = ${organizationId}
      where la.finished_at >= ${fromIso}::timestamptz and la.finished_at < ${toIso}::timestamptz
    union all
    select rs.user_id, rs.finished_at, coalesce(rs.duration_seconds, 0)::float8, 0
      from review_session rs join member m on m.user_id = rs.user_id and m.organization_id = ${organizationId}
      where rs.finished_at >= ${fromIso}::timestamptz and rs.finished_at < ${toIso}::timestamptz
    union all
    select ts.user_id, ts.started_at, least(extract(epoch from (ts.last_activity_at - ts.started_at)), 3600)::float8, 0
      from tutor_session ts join member m on m.user_id = ts.user_id and m.organization_id = ${organizationId}
      where ts.started_at >= ${fromIso}::timestamptz and ts.started_at < ${toIso}::timestamptz`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each current member's practice seconds in [from, to), a month in the organization's zone, as
 * rows (user_id, seconds): the member's stored UTC month (practice_month), corrected by the raw
 * activity of the hours where that month and the UTC one differ (at most a zone's offset at each
 * end, so a few hours of rows instead of the month's). Equal to summing `practiceRows` over the
 * window, in any zone; a window that is not about a month falls back to that sum.
 */
export function monthPracticeSeconds({
  organizationId,
  from,
  to,
}: {
  organizationId: string;
  from: Date;
  to: Date;
}): SQL {
  const middle = new Date((from.getTime() + to.getTime()) / 2);
  const utcStart = new Date(Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth(), 1));
  const utcEnd = new Date(Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth() + 1, 1));
  const raw = (window: { from: Date; to: Date }) => practiceRows({ organizationId, ...window });
  if (
    Math.abs(from.getTime() - utcStart.getTime()) > 2 * DAY_MS ||
    Math.abs(to.getTime() - utcEnd.getTime()) > 2 * DAY_MS
  )
    return sql`select x.user_id, sum(x.seconds) as seconds from (${raw({ from, to })}) x group by x.user_id`;
  // Each correction adds the hours the zone's month has and the UTC month lacks, and takes away the reverse.
  const corrections = [
    from < utcStart && sql`select user_id, seconds from (${raw({ from, to: utcStart })}) r`,
    from > utcStart && sql`select user_id, -seconds from (${raw({ from: utcStart, to: from })}) r`,
    to > utcEnd && sql`select user_id, seconds from (${raw({ from: utcEnd, to })}) r`,
    to < utcEnd && sql`select user_id, -seconds from (${raw({ from: to, to: utcEnd })}) r`,
  ].filter((part): part is SQL => Boolean(part));
  const month = utcStart.toISOString().slice(0, 10);
  return sql`select x.user_id, sum(x.seconds) as seconds from (
    select pm.user_id, pm.seconds from practice_month pm
      join member m on m.user_id = pm.user_id and m.organization_id = ${organizationId}
      where pm.month = ${month}::date
    ${sql.join(
      corrections.map((part) => sql` union all ${part}`),
      sql``,
    )}) x group by x.user_id`;
}

const levelArray = sql.raw(`array[${LEVELS.map((level) => `'${level}'`).join(",")}]::text[]`);

/** The rank of a level in SQL (below A1 = 1 … C2 = 7), so the best level can be picked with an ORDER BY. */
export const levelRankSql = (column: SQL) => sql`array_position(${levelArray}, ${column})`;
