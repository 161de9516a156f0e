import { moveRecordingsToStore } from "@/features/pronunciation";
import { logger } from "@/lib/logger";
import { objectStore } from "@/lib/object-store";
import type { JobDefinition } from "./definition";

/**
 * Once S3 is configured, the recordings stored in the database before it move to the store, a
 * batch at a time, every hour until none is left (then each run is one query that finds nothing).
 * `npm run storage:move` does the same at once.
 */
export const recordingMove: JobDefinition = {
  queue: "recording-move",
  schedule: "41 * * * *",
  policy: "stately",
  retry: { limit: 3, delaySeconds: 120, backoff: true },
  expireInSeconds: 60 * 60,
  pollingIntervalSeconds: 30,
  async run({ db, objectStore: given }) {
    const store = given === undefined ? objectStore() : given;
    if (!store) return;
    const moved = await moveRecordingsToStore(db, store);
    if (moved > 0) logger.info({ moved }, "recordings moved to the object store");
  },
};
