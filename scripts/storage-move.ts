/**
 * Moves the pronunciation recordings still kept in the database to the object store configured
 * by S3_* (docs/decisions/040-object-storage.md), batch by batch, printing its progress:
 *   npm run storage:move
 * Safe to stop and run again: it goes on where it stopped. The app's recording-move job does the
 * same every hour; this is for an operator who wants it done now. On the embedded database, stop
 * the app first (only one process may open it).
 */
import { getDb } from "@/db";
import { moveRecordingsToStore } from "@/features/pronunciation/recording-move";
import { objectStore } from "@/lib/object-store";

async function main(): Promise<void> {
  const store = objectStore();
  if (!store) {
    process.stderr.write("No object store configured (set S3_BUCKET and the other S3_* variables): nothing to move.\n");
    return;
  }
  const moved = await moveRecordingsToStore(await getDb(), store, {
    onBatch: (count) => process.stderr.write(`${count} recordings moved…\n`),
  });
  process.stderr.write(`Done: ${moved} recording${moved === 1 ? "" : "s"} moved to the object store.\n`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
