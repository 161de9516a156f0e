import { deleteExpiredAuditEvents } from "@/features/audit";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./definition";

/** Audit trail entries past their organization's retention, deleted once a day (the rule is in months). */
export const auditRetention: JobDefinition = {
  queue: "audit-retention",
  schedule: "41 3 * * *",
  policy: "stately",
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 60,
  async run({ db }) {
    const deleted = await deleteExpiredAuditEvents(db);
    if (deleted > 0) logger.info({ deleted }, "audit trail entries past retention deleted");
  },
};
