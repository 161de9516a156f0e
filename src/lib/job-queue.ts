import PgBoss from "pg-boss";
import { isDatabaseOutage, type Database } from "@/db";
import { logger } from "@/lib/logger";

/*
 * The job queue: pg-boss, in its own schema of the app's database (PostgreSQL or the embedded
 * PGlite), reached through the app's own connections rather than a pool of its own. What runs on
 * it (src/jobs) and why are in docs/decisions/026-background-jobs.md.
 */

/** pg-boss's tables live here, beside the app's, never among them. */
export const JOB_SCHEMA = "pgboss";

export type JobQueue = PgBoss;
export type QueuedJob<Data extends object> = PgBoss.Job<Data>;

type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
/** node-postgres's Pool or PoolClient, PGlite or its transaction: what drizzle runs its queries on. */
type Connection = {
  query(text: string, values?: unknown[]): Promise<unknown>;
  exec?(text: string): Promise<unknown[]>;
};

/** Whether `db` is the embedded database, where some upkeep is ours to do (see planner statistics). */
export function isEmbedded(db: Database): boolean {
  const client = (db as unknown as { $client?: Partial<Connection> }).$client;
  return typeof client?.exec === "function";
}

/**
 * The connection under a drizzle database or transaction (its session's client, the same for
 * both drivers). pg-boss's statements use one parameter several times, as `$1` with the type of its
 * first use, so they go to the driver as written rather than through drizzle's SQL builder.
 */
function connectionOf(db: Database): Connection {
  const client = (db as unknown as { session?: { client?: Partial<Connection> } }).session?.client;
  if (typeof client?.query !== "function")
    throw new Error("job queue: no node-postgres or PGlite connection under this database");
  return client as Connection;
}

/*
 * pg-boss records that a worker's run ended (completed, or failed to be retried) without awaiting
 * it: if the database is away at that moment, the rejection would go unhandled. The run then stays
 * active until it expires and is retried, which is what pg-boss does for a process that died;
 * the adapter says so in the log and answers "nothing changed" instead.
 */
const RUN_ENDED = [
  /SET completed_on = now\(\),\s+state = 'completed'/,
  /DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\) AND state < 'completed'/,
];

/** pg-boss's database adapter. Its schema set-up is several statements without parameters, which PGlite runs only through `exec`. */
export function executorOver(db: Database): SqlExecutor {
  const connection = connectionOf(db);
  return {
    async executeSql(text, values = []) {
      try {
        const result =
          values.length === 0 && connection.exec ? await connection.exec(text) : await connection.query(text, values);
        // Several statements answer with one result each (node-postgres, exec): the last one is what pg-boss reads.
        return ((Array.isArray(result) ? result.at(-1) : result) ?? { rows: [] }) as { rows: unknown[] };
      } catch (error) {
        if (!isDatabaseOutage(error) || !RUN_ENDED.some((statement) => statement.test(text))) throw error;
        logger.warn(
          { queue: values[0], err: error instanceof Error ? error.message : String(error) },
          "job queue: the end of a run was not recorded (database away); it is retried once it expires",
        );
        return { rows: [{ count: 0 }] };
      }
    },
  };
}

export type JobQueueTiming = {
  /** How often each process checks whether a scheduled job is due (pg-boss's default: 30 s). */
  cronMonitorIntervalSeconds?: number;
  /** How often scheduled jobs due are turned into jobs to run (default 5 s). */
  cronWorkerIntervalSeconds?: number;
};

/**
 * A queue over `db`, not started: `start()` installs or upgrades its schema (once, under an
 * advisory lock, whatever the number of processes), then runs its maintenance and schedules.
 */
export function openJobQueue(db: Database, timing: JobQueueTiming = {}): JobQueue {
  // Maintenance finds expired runs: every 15 s (pg-boss's default is 2 min), so a run lost in a
  // database restart is retried within about a minute. One process does it per interval.
  const queue = new PgBoss({
    db: executorOver(db) as PgBoss.Db,
    schema: JOB_SCHEMA,
    maintenanceIntervalSeconds: 15,
    ...timing,
  });
  // Without a listener an "error" event would end the process; a database that is down is logged and retried.
  queue.on("error", (error: Error) => logger.warn({ err: error.message }, "job queue"));
  return queue;
}

/**
 * Adds jobs inside the caller's transaction, so they exist if and only if it commits. The queue
 * must exist (`createQueue`, done when the app starts its jobs): a job that could not be added
 * throws, and the transaction with it.
 */
export async function enqueueJobs<Data extends object>(tx: Database, queue: string, jobs: Data[]): Promise<void> {
  // A queue object only to write the rows through `tx`: it is never started.
  const writer = new PgBoss({
    db: executorOver(tx) as PgBoss.Db,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  for (const data of jobs) {
    if (!(await writer.send(queue, data))) throw new Error(`job not added to queue ${queue}`);
  }
}
