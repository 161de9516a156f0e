import type { Database } from "@/db";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { deleteStoredObjects, ObjectMissingError, objectKey, objectStore, type ObjectStore } from "@/lib/object-store";

/*
 * Where a recording's bytes live: in its row with the embedded default, in the object store under
 * the learner's own key when S3 is configured (docs/decisions/040-object-storage.md). Rows stored
 * before S3 was configured keep their bytes until recording-move.ts moves them; both are read.
 */

export function recordingKey(userId: string, recordingId: string): string {
  return objectKey({ userId }, "pronunciation", recordingId);
}

/** The bytes' place for a new recording: the row's `audio`, or its `storageKey` once the store has them. */
export async function placeRecording(
  store: ObjectStore | null,
  { userId, recordingId, audio, mime }: { userId: string; recordingId: string; audio: Uint8Array; mime: string },
): Promise<{ audio: Uint8Array | null; storageKey: string | null }> {
  if (!store) return { audio, storageKey: null };
  const storageKey = recordingKey(userId, recordingId);
  try {
    await store.put(storageKey, audio, mime);
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "recording not stored");
    throw new ApiError("storage_unavailable");
  }
  return { audio: null, storageKey };
}

/** A recording's bytes from wherever they are: 410 when the store no longer has them, 503 when it does not answer. */
export async function recordingBytes(
  store: ObjectStore | null,
  row: { audio: Uint8Array | null; storageKey: string | null },
): Promise<Uint8Array> {
  if (row.audio) return row.audio;
  if (!row.storageKey || !store) throw new ApiError("storage_unavailable");
  try {
    return (await store.get(row.storageKey)).bytes;
  } catch (error) {
    if (error instanceof ObjectMissingError) throw new ApiError("recording_gone");
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "recording not read");
    throw new ApiError("storage_unavailable");
  }
}

/** Deletes the objects of recording rows just deleted; what the store refuses stays queued for the object-deletion job. */
export async function deleteRecordingObjects(
  db: Database,
  deleted: readonly { storageKey: string | null }[],
  store = objectStore(),
): Promise<void> {
  const keys = deleted.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  if (keys.length > 0 && store) await deleteStoredObjects(db, store, keys);
}
