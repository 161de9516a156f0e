/**
 * The plans of the heaviest reads on the bench's organization of 2,000 members, for docs/scale.md:
 * the /team people list (sorted by this month's minutes), a year of the organization's practice
 * (the cockpit's and the progress charts' source) and the dashboard's rollup read. Seed first:
 *   PGLITE_DIR=/tmp/scale/pglite npx tsx bench/seed-team.ts /tmp/scale/team.json
 *   PGLITE_DIR=/tmp/scale/pglite npx tsx bench/explain.ts
 * (or DATABASE_URL=postgres://… for PostgreSQL).
 */
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "../src/db";
import type { Database } from "../src/db/client";
import { selectRows } from "../src/db/rows";
import { listPeople } from "../src/features/team/people";
import type { PeopleQuery } from "../src/features/team/schemas";
import { practiceRows } from "../src/features/team/practice-sql";

const YEAR_MS = 365 * 86_400_000;

async function explain(db: Database, title: string, query: SQL) {
  const plan = await selectRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${query}`);
  console.log(`\n## ${title}\n`);
  for (const line of plan) console.log(line["QUERY PLAN"]);
}

/** Runs `read` with a database whose raw queries are explained instead of answered. */
async function explainRaw(db: Database, title: string, read: (explaining: Database) => Promise<unknown>) {
  const explaining = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "execute") return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        await explain(target, title, query);
        return { rows: [] };
      };
    },
  });
  await read(explaining);
}

async function main() {
  const db = await getDb();
  // A fresh seed has no planner statistics yet; the app's own job gathers them in production.
  await db.execute(sql`analyze`);
  const [biggest] = await selectRows<{ organization_id: string }>(
    db,
    sql`select organization_id from member group by organization_id order by count(*) desc limit 1`,
  );
  if (!biggest) throw new Error("no organization: run bench/seed-team.ts first");
  const organizationId = biggest.organization_id;
  const query: PeopleQuery = { sort: "minutes", dir: "desc", page: 1 };
  await explainRaw(db, "/team people list, sorted by this month's minutes", (explaining) =>
    listPeople(explaining, { organizationId, timeZone: "America/Toronto", named: true }, query),
  );
  const to = new Date();
  const from = new Date(to.getTime() - YEAR_MS);
  await explain(
    db,
    "a year of the organization's practice (cockpit, progress charts)",
    sql`select date_trunc('month', x.at) as month, sum(x.seconds) from (${practiceRows({ organizationId, from, to })}) x group by 1`,
  );
  const [learner] = await selectRows<{ user_id: string }>(
    db,
    sql`select user_id from learner_day group by user_id order by count(*) desc limit 1`,
  );
  if (learner) {
    await explain(
      db,
      "the dashboard's rollup read (days)",
      sql`select day, sum(lesson_seconds + review_seconds)::int, sum(lesson_xp + review_xp)::int from learner_day where user_id = ${learner.user_id} group by day`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
