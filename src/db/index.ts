import { sql } from "drizzle-orm";
import { env } from "@/env";
import { logger } from "@/lib/logger";
import { openPglite, openPostgres, ping, type Database, type DatabaseHandle } from "./client";
import { outageProbe } from "./outage";
import { createRecentCheck } from "./recent-status";

export type { Database } from "./client";

type ProcessDatabase = { handle: Promise<DatabaseHandle>; migrated?: Promise<void> };

// One instance per process, kept on globalThis so dev-server reloads reuse it, and created on
// first use, never at import: `next build` imports routes and must not open the database.
const holder = globalThis as typeof globalThis & { __madameaiDatabase?: ProcessDatabase };

// What the proxy asks before a page that needs the database (outage.ts).
const outage = outageProbe(async () => (await databaseStatus()).ok);

/** Something failed as if the database were away: the proxy checks before the next pages. */
export function suspectDatabaseOutage(): void {
  recentStatus.forget();
  outage.suspect();
}

function processDatabase(): ProcessDatabase {
  if (!holder.__madameaiDatabase) {
    const { DATABASE_URL, PGLITE_DIR } = env();
    const handle = DATABASE_URL
      ? openPostgres(DATABASE_URL, (error) => {
          logger.warn({ err: error.message }, "database connection lost");
          suspectDatabaseOutage();
        })
      : openPglite(PGLITE_DIR, { thread: true });
    holder.__madameaiDatabase = { handle };
  }
  return holder.__madameaiDatabase;
}

/**
 * At shutdown, once no request is under way: the embedded database writes what it holds and
 * closes its files (a kill would leave it to recover at the next start); PostgreSQL's pool ends.
 */
export async function closeDatabase(): Promise<void> {
  const state = holder.__madameaiDatabase;
  if (!state) return;
  holder.__madameaiDatabase = undefined;
  const handle = await state.handle.catch(() => null);
  await handle?.close();
}

/**
 * Applies the committed migrations once per process. A failure (database down at start) is not
 * remembered, so the next caller tries again and the app recovers without a restart.
 */
export function ensureMigrated(): Promise<void> {
  const state = processDatabase();
  state.migrated ??= state.handle
    .then((handle) => handle.migrate())
    .catch((error: unknown) => {
      state.migrated = undefined;
      throw error;
    });
  return state.migrated;
}

/**
 * PGlite runs no autovacuum, so the planner's statistics never refresh by themselves: it then
 * guesses a handful of rows per table and picks plans made for them (the team area on 2,000
 * members took 350 ms per render instead of 90). The app runs this on the embedded database at
 * start and every hour after (the planner-statistics job); PostgreSQL's autovacuum does it on its own.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/** The process's database, migrated. */
export async function getDb(): Promise<Database> {
  await ensureMigrated();
  return (await processDatabase().handle).db;
}

export type DatabaseStatus =
  | { ok: true; kind: DatabaseHandle["kind"]; latencyMs: number }
  | { ok: false; kind: DatabaseHandle["kind"]; error: string };

/** Whether the database answers now; never throws. */
export async function databaseStatus(): Promise<DatabaseStatus> {
  const handle = await processDatabase().handle;
  const started = performance.now();
  try {
    await ensureMigrated();
    await ping(handle.db);
    outage.clear();
    return { ok: true, kind: handle.kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    outage.suspect();
    return { ok: false, kind: handle.kind, error: error instanceof Error ? error.message : String(error) };
  }
}

// For health checks polled many times a second (load balancers): the database's answer of the
// last second, shared by every caller meanwhile, and forgotten as soon as a query fails as if the
// database were away, so a failure shows at the next check.
const recentStatus = createRecentCheck(() => databaseStatus(), 1000);

/** Whether the database answered within the last second (asked again now when it did not, or when a query failed since). */
export function recentDatabaseStatus(): Promise<DatabaseStatus> {
  return recentStatus.get();
}

export class DatabaseUnavailableError extends Error {
  constructor(cause: string) {
    super(`database unavailable: ${cause}`);
    this.name = "DatabaseUnavailableError";
  }
}

// Node's network failures, PostgreSQL's connection exceptions (class 08), shutdowns (57P0x) and
// "too many connections", and the embedded database's thread gone (pglite-thread.ts): the database
// is out of reach, not the query wrong.
const OUTAGE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "53300"]);
const OUTAGE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection is insecure|client has encountered a connection error|the database thread stopped/i;

/** Whether an error (or one of its causes: Drizzle wraps the driver's) says the database is out of reach. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (OUTAGE_CODES.has(code) || code.startsWith("08") || code.startsWith("57P0")))
      return true;
    if (typeof message === "string" && OUTAGE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** For pages that cannot work without the database: throws a recognisable error when it is down. */
export async function requireDatabase(): Promise<Database> {
  const status = await databaseStatus();
  if (!status.ok) {
    logger.error({ error: status.error }, "database unavailable");
    throw new DatabaseUnavailableError(status.error);
  }
  return (await processDatabase().handle).db;
}
