import type { Database } from "@/db";
import type { VendorSettings } from "@/features/analytics";
import type { MailTransport } from "@/lib/mailer";
import type { ObjectStore } from "@/lib/object-store";

/** What a run receives. The outside services are the configured ones unless a test passes its own. */
export type JobContext = {
  db: Database;
  mailTransport?: MailTransport;
  /** null: no vendor; undefined: the one AMPLITUDE_API_KEY configures, if any. */
  analyticsVendor?: VendorSettings | null;
  /** null: the embedded default; undefined: the one S3_* configures, if any. */
  objectStore?: ObjectStore | null;
};

/** One kind of background work: its queue, when it runs, how it is retried, and the domain function it calls. */
export type JobDefinition<Data extends object = object> = {
  /** The queue's name, the same in every process. */
  queue: string;
  /** When it runs by itself, as a cron expression in UTC (at most once a minute): once per due time, whatever the number of processes. */
  schedule?: string;
  /** Runs again this many seconds after each run, for work wanted more often than a schedule allows. */
  againAfterSeconds?: number;
  /**
   * "stately": at most one run waiting and one running across all processes (upkeep that a later
   * run would redo anyway); "standard": each job added runs once (work with its own data).
   */
  policy: "standard" | "stately";
  /** Tries after a failed run, `delaySeconds` apart, doubling each time with `backoff`. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run still going after this is counted as failed (its process may have died) and retried. */
  expireInSeconds: number;
  /** How often each process looks for a run to start. */
  pollingIntervalSeconds: number;
  /** Only on databases where this holds; elsewhere the queue exists but nothing schedules or works it. */
  onlyWhen?: (db: Database) => boolean;
  run(context: JobContext, data: Data): Promise<void>;
};
