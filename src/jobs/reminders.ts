import { sendDueReminders } from "@/features/reminders";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./definition";

/**
 * Reminder e-mails, every 5 minutes: each learner's local reminder time falls within 5 minutes of
 * its run. A missed run is caught up by the next one; each reminder is sent once whatever the runs.
 */
export const reminders: JobDefinition = {
  queue: "reminders",
  schedule: "*/5 * * * *",
  policy: "stately",
  // The next run, 5 minutes on, is the retry: what was not sent is still due then.
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 10 * 60,
  pollingIntervalSeconds: 30,
  async run({ db, mailTransport }) {
    const { sent } = await sendDueReminders(db, { transport: mailTransport });
    if (sent > 0) logger.info({ sent }, "reminder e-mails sent");
  },
};
