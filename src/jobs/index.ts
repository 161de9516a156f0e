import type { Database } from "@/db";
import { logger } from "@/lib/logger";
import { analyticsRelay } from "./analytics-relay";
import { analyticsRetention } from "./analytics-retention";
import { auditRetention } from "./audit-retention";
import type { JobDefinition } from "./definition";
import { invitationMail } from "./invitation-mail";
import { runOnDemand, type RunOutcome } from "./on-demand";
import { mailRetry } from "./mail-retry";
import { plannerStatistics } from "./planner-statistics";
import { objectDeletion } from "./object-deletion";
import { recordingExpiry } from "./recording-expiry";
import { recordingMove } from "./recording-move";
import { reminders } from "./reminders";
import { installJobQueues, startJobRunner, type JobRunner } from "./runner";

/*
 * Every job of the app (docs/decisions/026-background-jobs.md): each file declares its queue,
 * schedule or trigger, retries, and the domain function it calls. A new job is a file here and a
 * line in this list.
 */
export const jobs: readonly JobDefinition<never>[] = [
  mailRetry,
  analyticsRelay,
  analyticsRetention,
  recordingExpiry,
  objectDeletion,
  recordingMove,
  plannerStatistics,
  invitationMail,
  reminders,
  auditRetention,
];

export { installJobQueues, startJobRunner, type JobRunner };

const START_AGAIN_MS = 30_000;
const holder = globalThis as typeof globalThis & { __madameaiJobs?: { runner?: JobRunner; stopped?: boolean } };

/**
 * In the server process: the queue and every job's worker, once per process (dev reloads
 * included). When the database is down it tries again every 30 seconds, and never throws.
 */
export async function startBackgroundJobs(getDb: () => Promise<Database>): Promise<void> {
  if (holder.__madameaiJobs) return;
  const started: { runner?: JobRunner; stopped?: boolean } = {};
  holder.__madameaiJobs = started;
  const attempt = async (): Promise<void> => {
    if (started.stopped) return;
    try {
      started.runner = await startJobRunner(await getDb(), jobs);
      logger.info({ jobs: jobs.map((job) => job.queue) }, "background jobs started");
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "background jobs not started; trying again in 30 s",
      );
      setTimeout(() => void attempt(), START_AGAIN_MS).unref();
    }
  };
  await attempt();
}

/** At shutdown: lets the jobs under way finish (pg-boss waits up to 10 s), and starts none after. */
export async function stopBackgroundJobs(): Promise<void> {
  const started = holder.__madameaiJobs;
  if (!started || started.stopped) return;
  started.stopped = true;
  await started.runner?.stop();
}

/**
 * Runs one of the jobs now through this process's queue and waits for it to end; null when no
 * job has that queue. Only the browser tests' own servers reach it (POST /api/testing/jobs/…).
 */
export async function runJobNow(db: Database, queue: string): Promise<RunOutcome | null> {
  if (!jobs.some((job) => job.queue === queue)) return null;
  const runner = holder.__madameaiJobs?.runner;
  if (!runner) throw new Error("the background jobs have not started in this process");
  return runOnDemand(runner, db, queue);
}
