import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/** One type for both drivers: queries are written once and run on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(process.cwd(), "drizzle");

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 727_960_001;

/** PostgreSQL through node-postgres. The pool reconnects by itself once the server is back. */
export async function openPostgres(url: string, onIdleError?: (error: Error) => void): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30_000 });
  // An idle client whose server went away emits here; without a listener the process would crash.
  pool.on("error", (error) => onIdleError?.(error));
  // So does a client in use (a transaction, a job) when the server goes: its query fails on its own,
  // and the event must not become an uncaught exception.
  pool.on("connect", (client) => client.on("error", (error) => onIdleError?.(error)));
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Two app processes starting together must not apply the same migration twice.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(db, { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PGlite: a folder on disk, or memory when no folder is given (tests). With `thread`, it
 * runs on a worker thread of its own (pglite-thread.ts), as the app's server does.
 */
export async function openPglite(dataDir?: string, { thread = false } = {}): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dataDir) {
    const { mkdir } = await import("node:fs/promises");
    await mkdir(dataDir, { recursive: true });
  }
  // The thread answers the same calls drizzle makes on PGlite itself. Loaded only when asked for:
  // the browser tests open this module to seed a database, and their loader cannot import a
  // TypeScript module at run time.
  const client = thread
    ? (new (await import("./pglite-thread")).PgliteThread(dataDir) as unknown as InstanceType<typeof PGlite>)
    : new PGlite(dataDir);
  const db = drizzle(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Whether the database answers `select 1` within `timeoutMs`; throws when it does not. */
export async function ping(db: Database, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // When the process was busy past the time allowed (a long render, the garbage collector, a
    // loaded machine), its timers run before the answers that came meanwhile (the embedded
    // database's thread's messages, a socket's data). Failing on the loop's next turn, after
    // those, counts an answer that was in time: the database is not down because we were late.
    const fail = () => reject(new Error(`database did not answer within ${timeoutMs} ms`));
    timer = setTimeout(() => setImmediate(fail), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
