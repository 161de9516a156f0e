import { refreshPlannerStatistics } from "@/db";
import { isEmbedded } from "@/lib/job-queue";
import type { JobDefinition } from "./definition";

/** ANALYZE every hour on the embedded database, which has no autovacuum to do it (see refreshPlannerStatistics). */
export const plannerStatistics: JobDefinition = {
  queue: "planner-statistics",
  schedule: "41 * * * *",
  policy: "stately",
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 30,
  onlyWhen: isEmbedded,
  async run({ db }) {
    await refreshPlannerStatistics(db);
  },
};
