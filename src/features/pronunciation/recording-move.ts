import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "@/db";
import { pronunciationRecording } from "@/db/schema";
import type { ObjectStore } from "@/lib/object-store";
import { recordingKey } from "./recording-store";

const BATCH = 50;

/**
 * Moves the recordings whose bytes are still in their rows (stored before S3 was configured) to
 * the object store, a batch at a time: each object is written first, then its row takes the key
 * and lets go of the bytes. Idempotent and resumable: a row moved is never read again, and a row
 * whose move failed is written again under the same key on the next run. Stops at the first
 * failure, which it throws after counting what moved.
 */
export async function moveRecordingsToStore(
  db: Database,
  store: ObjectStore,
  { batchSize = BATCH, onBatch }: { batchSize?: number; onBatch?: (moved: number) => void } = {},
): Promise<number> {
  let moved = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .select({
        id: pronunciationRecording.id,
        userId: pronunciationRecording.userId,
        mime: pronunciationRecording.mime,
        audio: pronunciationRecording.audio,
      })
      .from(pronunciationRecording)
      .where(and(isNotNull(pronunciationRecording.audio), gt(pronunciationRecording.id, after)))
      .orderBy(asc(pronunciationRecording.id))
      .limit(batchSize);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      if (!row.audio) continue;
      const key = recordingKey(row.userId, row.id);
      await store.put(key, row.audio, row.mime);
      const updated = await db
        .update(pronunciationRecording)
        .set({ storageKey: key, audio: null })
        .where(and(eq(pronunciationRecording.id, row.id), isNotNull(pronunciationRecording.audio)))
        .returning({ id: pronunciationRecording.id });
      if (updated.length > 0) moved += 1;
      // Deleted meanwhile (expired, or by its owner): its object must not stay behind. (Moved by
      // another run instead: the row names this very key, which stays.)
      else if (!(await recordingExists(db, row.id))) await store.delete([key]);
      after = row.id;
    }
    onBatch?.(moved);
  }
}

async function recordingExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pronunciationRecording.id })
    .from(pronunciationRecording)
    .where(eq(pronunciationRecording.id, id))
    .limit(1);
  return row !== undefined;
}
