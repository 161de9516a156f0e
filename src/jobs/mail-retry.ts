import { logger } from "@/lib/logger";
import { retryFailedMail } from "@/lib/mailer";
import type { JobDefinition } from "./definition";

/** The outbox's failed messages, and those a stopped process left unsent, sent again when due (with SMTP). */
export const mailRetry: JobDefinition = {
  queue: "mail-retry",
  schedule: "* * * * *",
  policy: "stately",
  // The next minute's run is the retry; each message keeps its own delays (retryDelayMs).
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 5 * 60,
  pollingIntervalSeconds: 10,
  async run({ db, mailTransport }) {
    const { sent, failed } = await retryFailedMail(db, mailTransport);
    if (sent + failed > 0) logger.info({ sent, failed }, "failed e-mails retried");
  },
};
