import { and, asc, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { objectDeletion } from "@/db/schema";
import { logger } from "@/lib/logger";
import { ownerPrefix, type ObjectOwner } from "./keys";
import { ObjectStoreError, type ObjectStore } from "./store";

/*
 * The keys of objects to delete wait in `object_deletion` (a row's delete queues its key in the
 * same transaction: drizzle/0026_object_storage.sql) until the store confirms; a failure waits
 * longer each time, up to six hours, and is logged, so nothing is left behind in silence.
 */

const BATCH = 500;
const BATCHES_PER_RUN = 20;

/** Deletes these keys from the store now and forgets them; those the store refused stay queued for a later try. */
export async function deleteStoredObjects(
  db: Database,
  store: ObjectStore,
  keys: readonly string[],
): Promise<{ deleted: number; failed: number }> {
  if (keys.length === 0) return { deleted: 0, failed: 0 };
  let failed: readonly string[] = [];
  let reason = "";
  try {
    await store.delete(keys);
  } catch (error) {
    failed = error instanceof ObjectStoreError ? error.keys : keys;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  }
  const refused = new Set(failed);
  const done = keys.filter((key) => !refused.has(key));
  if (done.length > 0) await db.delete(objectDeletion).where(inArray(objectDeletion.key, done));
  if (failed.length > 0) {
    await db
      .insert(objectDeletion)
      .values(
        failed.map((key) => ({ key, attempts: 1, lastError: reason, nextAttemptAt: sql`now() + interval '1 minute'` })),
      )
      .onConflictDoUpdate({
        target: objectDeletion.key,
        set: {
          attempts: sql`${objectDeletion.attempts} + 1`,
          lastError: reason,
          nextAttemptAt: sql`now() + least(interval '1 minute' * power(2, ${objectDeletion.attempts}), interval '6 hours')`,
        },
      });
    logger.warn({ failed: failed.length, err: reason }, "stored objects not deleted; they will be tried again");
  }
  return { deleted: done.length, failed: failed.length };
}

/**
 * Every queued key whose time has come, in batches (the object-deletion job), or only one owner's
 * (right after their account is deleted).
 */
export async function deleteQueuedObjects(
  db: Database,
  store: ObjectStore,
  { now, owner }: { now?: Date; owner?: ObjectOwner } = {},
): Promise<{ deleted: number; failed: number }> {
  // The database's clock by default: the queue's times are written with now(), to the microsecond,
  // and a JavaScript Date (to the millisecond) taken just after could still be earlier.
  const due = and(
    lte(objectDeletion.nextAttemptAt, now ?? sql`now()`),
    owner ? sql`starts_with(${objectDeletion.key}, ${ownerPrefix(owner)})` : undefined,
  );
  const total = { deleted: 0, failed: 0 };
  for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
    const rows = await db
      .select({ key: objectDeletion.key })
      .from(objectDeletion)
      .where(due)
      .orderBy(asc(objectDeletion.nextAttemptAt))
      .limit(BATCH);
    if (rows.length === 0) break;
    const result = await deleteStoredObjects(
      db,
      store,
      rows.map((row) => row.key),
    );
    total.deleted += result.deleted;
    total.failed += result.failed;
    if (rows.length < BATCH) break;
  }
  return total;
}
