import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import { JOB_SCHEMA } from "@/lib/job-queue";
import type { JobRunner } from "./runner";

/** How a run asked for ended, as the job's queue records it; a failed run's message says why. */
export type RunOutcome = { outcome: "completed" } | { outcome: "failed"; error: string };

const WAIT_MS = 60_000;
const POLL_MS = 100;

/** The run of a stately job already waiting, when asking for another added none. */
async function waitingRun(db: Database, queue: string): Promise<string | null> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from ${sql.raw(JOB_SCHEMA)}.job where name = ${queue} and state = 'created' order by created_on limit 1`,
  );
  return rows[0]?.id ?? null;
}

/**
 * Runs a job through its queue now, as its schedule would, and waits for that run to end. For
 * the browser tests' own servers, which move their clock instead of waiting for a schedule.
 */
export async function runOnDemand(runner: JobRunner, db: Database, queue: string): Promise<RunOutcome> {
  const id = (await runner.runNow(queue)) ?? (await waitingRun(db, queue));
  if (!id) throw new Error(`no run of ${queue} could be added`);
  const deadline = performance.now() + WAIT_MS;
  while (performance.now() < deadline) {
    const run = await runner.queue.getJobById(queue, id);
    if (run?.state === "completed") return { outcome: "completed" };
    if (run?.state === "failed" || run?.state === "cancelled")
      return { outcome: "failed", error: (run.output as { message?: string } | null)?.message ?? run.state };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the run ${id} of ${queue} did not end within ${WAIT_MS / 1000} s`);
}
