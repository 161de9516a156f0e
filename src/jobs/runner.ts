import type { Database } from "@/db";
import { logger } from "@/lib/logger";
import { openJobQueue, type JobQueue, type JobQueueTiming, type QueuedJob } from "@/lib/job-queue";
import type { JobContext, JobDefinition } from "./definition";

export type JobRunner = {
  queue: JobQueue;
  /**
   * Adds a run of the job now, besides its schedule, and wakes this process's worker for it; null
   * when a stately job already has one waiting (the worker is woken for that one).
   */
  runNow(queue: string): Promise<string | null>;
  stop(): Promise<void>;
};

type RunnerOptions = {
  /** Outside services for the runs; the configured ones by default. */
  services?: Omit<JobContext, "db">;
  /** Tests shorten pg-boss's clocks; every job then also polls this often. */
  timing?: JobQueueTiming & { pollingIntervalSeconds?: number };
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const DEADLOCK_DETECTED = "40P01";
const isDeadlock = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === DEADLOCK_DETECTED;

/**
 * Creates each job's queue, or brings its settings up to date: the same in every process,
 * whichever starts first. Creating a queue attaches a table to pg-boss's; two processes starting
 * together can deadlock there (PostgreSQL then cancels one), and the one cancelled tries again.
 */
async function declareQueue(queue: JobQueue, job: JobDefinition<never>) {
  const settings = {
    name: job.queue,
    policy: job.policy,
    retryLimit: job.retry.limit,
    retryDelay: job.retry.delaySeconds,
    retryBackoff: job.retry.backoff,
    expireInSeconds: job.expireInSeconds,
  };
  for (let attempt = 1; !(await queue.getQueue(job.queue)); attempt++) {
    try {
      await queue.createQueue(job.queue, settings);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  await queue.updateQueue(job.queue, settings);
}

/** Each job: its queue, its schedule (or none), and, where it runs, one worker that calls it (its id, by queue). */
async function workJobs(
  queue: JobQueue,
  db: Database,
  jobs: readonly JobDefinition<never>[],
  context: JobContext,
  pollingIntervalSeconds: number | undefined,
): Promise<Map<string, string>> {
  const workers = new Map<string, string>();
  for (const job of jobs) {
    await declareQueue(queue, job);
    const here = job.onlyWhen?.(db) ?? true;
    if (!job.schedule || !here) await queue.unschedule(job.queue);
    else await queue.schedule(job.queue, job.schedule, {}, { tz: "UTC" });
    if (!here) continue;
    const worker = await queue.work(
      job.queue,
      { pollingIntervalSeconds: pollingIntervalSeconds ?? job.pollingIntervalSeconds, batchSize: 1 },
      async (batch: QueuedJob<object>[]) => {
        for (const queued of batch) {
          try {
            await job.run(context, (queued.data ?? {}) as never);
          } catch (error) {
            logger.warn(
              { queue: job.queue, job: queued.id, err: errorMessage(error) },
              "job failed; it is tried again if it has retries left",
            );
            throw error;
          }
          if (job.againAfterSeconds) await queue.sendAfter(job.queue, {}, {}, job.againAfterSeconds);
        }
      },
    );
    workers.set(job.queue, worker);
    // A job that runs again after each run starts now rather than at its schedule's next due time.
    if (job.againAfterSeconds) await queue.send(job.queue, {});
  }
  return workers;
}

/**
 * Starts the queue over `db` and works the given jobs in this process: their queues, their
 * schedules, one worker each. Schedules live in the database, so several processes starting
 * this keep one schedule per job, and pg-boss fires each due time once among them.
 */
export async function startJobRunner(
  db: Database,
  jobs: readonly JobDefinition<never>[],
  { services = {}, timing = {} }: RunnerOptions = {},
): Promise<JobRunner> {
  const { pollingIntervalSeconds, ...clocks } = timing;
  const queue = openJobQueue(db, clocks);
  await queue.start();
  let workers: Map<string, string>;
  try {
    workers = await workJobs(queue, db, jobs, { db, ...services }, pollingIntervalSeconds);
  } catch (error) {
    // Half started, its timers would keep polling beside the next attempt's.
    await queue.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw error;
  }
  return {
    queue,
    async runNow(name) {
      const id = await queue.send(name, {});
      // Otherwise the run would wait for the worker's next poll, up to its polling interval.
      const worker = workers.get(name);
      if (worker) queue.notifyWorker(worker);
      return id;
    },
    async stop() {
      await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** The schema and the jobs' queues, with no worker and no schedule: for tests that add jobs and run them by hand. */
export async function installJobQueues(db: Database, jobs: readonly JobDefinition<never>[]): Promise<void> {
  const queue = openJobQueue(db, {});
  await queue.start();
  try {
    for (const job of jobs) await declareQueue(queue, job);
  } finally {
    await queue.stop({ graceful: false, wait: true });
  }
}
