import { deleteExpiredRecordings } from "@/features/pronunciation";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./definition";

/** Pronunciation recordings past PRONUNCIATION_RECORDING_DAYS, deleted every hour even when nobody practises (their scores stay). */
export const recordingExpiry: JobDefinition = {
  queue: "recording-expiry",
  schedule: "23 * * * *",
  policy: "stately",
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 30,
  async run({ db }) {
    const deleted = await deleteExpiredRecordings(db, new Date());
    if (deleted > 0) logger.info({ deleted }, "expired pronunciation recordings deleted");
  },
};
