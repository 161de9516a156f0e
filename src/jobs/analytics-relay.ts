import { relayStoredEvents, vendorSettings } from "@/features/analytics";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./definition";

/** Stored events go to the analytics vendor every 10 seconds or so, when one is configured. */
export const analyticsRelay: JobDefinition = {
  queue: "analytics-relay",
  // The schedule starts the chain (and starts it again after a restart); each run asks for the next.
  schedule: "* * * * *",
  againAfterSeconds: 10,
  policy: "stately",
  // Events the vendor did not take stay unsent and go with the next run.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 5 * 60,
  pollingIntervalSeconds: 5,
  async run({ db, analyticsVendor }) {
    const vendor = analyticsVendor === undefined ? vendorSettings() : analyticsVendor;
    if (!vendor) return;
    const { sent, failed } = await relayStoredEvents(db, vendor);
    if (failed > 0) logger.warn({ sent, failed }, "analytics relay: events left for the next run");
  },
};
