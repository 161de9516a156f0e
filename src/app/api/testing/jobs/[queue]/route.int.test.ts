import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { selectRows } from "@/db/rows";
import { learnerProfile } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import type { JobRunner } from "@/jobs";
import { localClock } from "@/lib/days";
import { JOB_SCHEMA } from "@/lib/job-queue";

vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const bed = testBed({ smtp: true });
const jobsOfThisProcess = globalThis as typeof globalThis & { __madameaiJobs?: { runner?: JobRunner } };

afterAll(async () => {
  await jobsOfThisProcess.__madameaiJobs?.runner?.stop();
});

/** The route as a server started with `variables` has it: the environment is read once per process. */
async function runJob(queue: string, variables: Record<string, string>) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  const { POST } = await import("./route");
  const response = await POST(new NextRequest(`http://127.0.0.1:3000/api/testing/jobs/${queue}`, { method: "POST" }));
  return { status: response.status, json: await response.json() };
}

const runsOf = async (queue: string) =>
  (
    await selectRows<{ count: number }>(
      bed.db,
      sql`select count(*)::int as count from ${sql.raw(JOB_SCHEMA)}.job where name = ${queue}`,
    ).catch(() => [{ count: 0 }])
  )[0]!.count;

describe("POST /api/testing/jobs/<queue>", () => {
  beforeEach(() => vi.unstubAllEnvs());

  it("does not exist without TEST_JOB_TRIGGER, nor on a configured PostgreSQL, and runs nothing", async () => {
    const before = await runsOf("reminders");
    const variants: Record<string, string>[] = [
      { DATABASE_URL: "" },
      { TEST_JOB_TRIGGER: "false", DATABASE_URL: "" },
      { TEST_JOB_TRIGGER: "true", DATABASE_URL: "postgres://app@127.0.0.1:5432/app" },
    ];
    for (const variables of variants) {
      const { status, json } = await runJob("reminders", variables);
      expect(status, JSON.stringify(variables)).toBe(404);
      expect(json.error.code).toBe("not_found");
    }
    expect(await runsOf("reminders")).toBe(before);
  });

  it("runs the reminders job through the process's queue once asked, and a second run sends nothing more", async () => {
    const zone = ["America/Vancouver", "America/Halifax"].find((candidate) => {
      const { hour, minute } = localClock(new Date(), candidate);
      return hour * 60 + minute >= 2;
    })!;
    const clock = localClock(new Date(Date.now() - 60_000), zone);
    const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
    await bed.db
      .update(learnerProfile)
      .set({ timeZone: zone, reminderTime: time })
      .where(eq(learnerProfile.userId, twoTenants.b.learner.id));
    const variables = { TEST_JOB_TRIGGER: "true", DATABASE_URL: "", SMTP_URL: bed.smtp.url, LOG_LEVEL: "silent" };
    // The process's jobs read the environment once: SMTP_URL must be there when they first do.
    for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
    vi.resetModules();
    const { startBackgroundJobs } = await import("@/jobs");
    await startBackgroundJobs(async () => bed.db);

    expect(await runJob("unknown-queue", variables)).toMatchObject({
      status: 404,
      json: { error: { code: "not_found" } },
    });
    expect(await runJob("reminders", variables)).toEqual({
      status: 200,
      json: { queue: "reminders", outcome: "completed" },
    });
    const toLearner = () => bed.smtp.received.filter((mail) => mail.rcptTo.includes(twoTenants.b.learner.email));
    expect(toLearner()).toHaveLength(1);
    expect((await runJob("reminders", variables)).json.outcome).toBe("completed");
    expect(toLearner()).toHaveLength(1);
  });
});
