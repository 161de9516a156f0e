// The figures of `npm run bench:cluster`: the scale factor per target (two processes behind nginx
// against one process alone), the mixed load per route, and the database's share of the mixed
// load's request time, read from PostgreSQL's pg_stat_statements.
import { formatTable } from "./report.mjs";

const fixed = (value, digits = 1) => (value === null || value === undefined ? "n/a" : value.toFixed(digits));

/** "one <path>" and "two <path>" paired: req/s of two ÷ req/s of one is the scale factor. */
export function scaleFactors(results) {
  return results
    .filter((result) => result.name.startsWith("one "))
    .map((one) => {
      const path = one.name.slice("one ".length);
      const two = results.find((result) => result.name === `two ${path}`);
      return {
        target: path,
        connections: one.connections,
        one: { requestsPerSecond: one.requestsPerSecond, p50Ms: one.latencyMs.p50, p99Ms: one.latencyMs.p99 },
        two: two && { requestsPerSecond: two.requestsPerSecond, p50Ms: two.latencyMs.p50, p99Ms: two.latencyMs.p99 },
        scaleFactor: two && one.requestsPerSecond > 0 ? two.requestsPerSecond / one.requestsPerSecond : null,
        failures: one.errors + one.non2xx + (two ? two.errors + two.non2xx : 0),
      };
    });
}

export function scaleTable(factors) {
  const header = ["target", "conn.", "one req/s", "two req/s", "scale ×", "one p50/p99 ms", "two p50/p99 ms", "failed"];
  const rows = factors.map((factor) => [
    factor.target,
    String(factor.connections),
    fixed(factor.one.requestsPerSecond),
    fixed(factor.two?.requestsPerSecond),
    fixed(factor.scaleFactor, 2),
    `${factor.one.p50Ms}/${factor.one.p99Ms}`,
    factor.two ? `${factor.two.p50Ms}/${factor.two.p99Ms}` : "n/a",
    String(factor.failures),
  ]);
  return formatTable(header, rows);
}

export function mixedTable(mixed) {
  const header = ["route", "requests", "req/s", "p50 ms", "p99 ms", "failed", "status codes"];
  const rows = mixed.routes.map((route) => [
    route.route,
    String(route.requests),
    fixed(route.requestsPerSecond),
    fixed(route.p50Ms),
    fixed(route.p99Ms),
    String(route.failures),
    Object.entries(route.statusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(" "),
  ]);
  return formatTable(header, rows);
}

/** pg_stat_statements is loaded at the server's start (bench/cluster.mjs asks for it); this creates its view. */
export async function enableStatementStatistics(client) {
  await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
}

export async function resetStatementStatistics(client) {
  await client.query("SELECT pg_stat_statements_reset()");
}

// pg-boss's own polling and maintenance run whatever the learners do: counted apart, not in the share.
const BACKGROUND = "query ILIKE '%pgboss%'";
const OWN = "query ILIKE '%pg_stat_statements%'";

/**
 * Time PostgreSQL spent executing the app's statements since the reset (planning is not
 * tracked), against `requestMs`, the sum of every request's time as the learners measured it.
 */
export async function databaseShare(client, requestMs) {
  const { rows } = await client.query(`
    SELECT
      coalesce(sum(total_exec_time) FILTER (WHERE NOT ${BACKGROUND}), 0)::float8 AS app_ms,
      coalesce(sum(calls) FILTER (WHERE NOT ${BACKGROUND}), 0)::float8 AS app_calls,
      coalesce(sum(total_exec_time) FILTER (WHERE ${BACKGROUND}), 0)::float8 AS background_ms
    FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND NOT ${OWN}`);
  const top = await client.query(`
    SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query, calls::float8 AS calls,
      total_exec_time::float8 AS total_ms, mean_exec_time::float8 AS mean_ms
    FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND NOT ${BACKGROUND} AND NOT ${OWN}
    ORDER BY total_exec_time DESC LIMIT 5`);
  const [{ app_ms: databaseMs, app_calls: statements, background_ms: backgroundMs }] = rows;
  return {
    databaseMs,
    statements,
    backgroundMs,
    requestMs,
    share: requestMs > 0 ? databaseMs / requestMs : null,
    topStatements: top.rows.map((row) => ({
      query: row.query,
      calls: row.calls,
      totalMs: row.total_ms,
      meanMs: row.mean_ms,
    })),
  };
}

export function databaseLines(database, requests) {
  const perRequest = requests > 0 ? database.databaseMs / requests : null;
  return [
    `Database's share of request time: ${database.share === null ? "n/a" : `${(database.share * 100).toFixed(1)} %`}` +
      ` (${fixed(database.databaseMs / 1000)} s executing ${database.statements} statements in PostgreSQL,` +
      ` of ${fixed(database.requestMs / 1000)} s of requests; ${fixed(perRequest)} ms a request;` +
      ` pg-boss apart: ${fixed(database.backgroundMs / 1000)} s)`,
    "Heaviest statements (total ms, calls, mean ms):",
    ...database.topStatements.map(
      (statement) =>
        `  ${fixed(statement.totalMs, 0).padStart(8)}  ${String(statement.calls).padStart(7)}  ${fixed(statement.meanMs, 2).padStart(7)}  ${statement.query}`,
    ),
  ].join("\n");
}
