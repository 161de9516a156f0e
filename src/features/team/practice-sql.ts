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

const levelArray = sql.raw(`array[${LEVELS.map((level) => `'${level}'`).join(",")}]::text[]`);

/** The rank of a level in SQL (below A1 = 1 … C2 = 7), so the best level can be picked with an ORDER BY. */
export const levelRankSql = (column: SQL) => sql`array_position(${levelArray}, ${column})`;
