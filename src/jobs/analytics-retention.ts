import { deleteExpiredEvents } from "@/features/analytics";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./definition";

/** Analytics events past their retention (ANALYTICS_RETENTION_DAYS), deleted every hour. */
export const analyticsRetention: JobDefinition = {
  queue: "analytics-retention",
  schedule: "7 * * * *",
  policy: "stately",
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 30,
  async run({ db }) {
    const deleted = await deleteExpiredEvents(db);
    if (deleted > 0) logger.info({ deleted }, "analytics events past retention deleted");
  },
};
