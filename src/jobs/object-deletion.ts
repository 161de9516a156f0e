import { logger } from "@/lib/logger";
import { deleteQueuedObjects, objectStore } from "@/lib/object-store";
import type { JobDefinition } from "./definition";

/** Objects whose rows are gone but the store did not confirm the delete (it was away): tried again every five minutes, waiting longer after each failure. */
export const objectDeletion: JobDefinition = {
  queue: "object-deletion",
  schedule: "*/5 * * * *",
  policy: "stately",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 30,
  async run({ db, objectStore: given }) {
    const store = given === undefined ? objectStore() : given;
    if (!store) return;
    const { deleted, failed } = await deleteQueuedObjects(db, store);
    if (deleted > 0 || failed > 0) logger.info({ deleted, failed }, "queued object deletions handled");
  },
};
