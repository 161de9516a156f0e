import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Runs `fn` in a transaction that first takes PostgreSQL's advisory lock on `key`, held until the
 * transaction ends. Requests that "find the open one, or start one" (a learner's lesson attempt,
 * review session, placement test) run one after the other per key, on every process, so the
 * second finds what the first started instead of starting a second one (a double click, two
 * tabs, a navigation racing a reload).
 */
export function withLock<T>(db: Database, key: string, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return fn(tx);
  });
}
