import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvent, emailOutbox, pronunciationAttempt, pronunciationRecording } from "@/db/schema";
import { selectRows } from "@/db/rows";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { startVendorServer } from "@/features/analytics/testing/vendor-server";
import { isEmbedded, JOB_SCHEMA } from "@/lib/job-queue";
import { sendMail } from "@/lib/mailer";
import { jobs, startJobRunner, type JobRunner } from ".";

/*
 * Every job, worked by a real queue on the test database, does its work once per due item. Each
 * test adds its due items, then a run (as the schedule would), and waits for that run to finish.
 */

const bed = testBed({ smtp: true });
const transportTo = (port: number) =>
  createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
let vendor: Awaited<ReturnType<typeof startVendorServer>>;
let runner: JobRunner;

beforeAll(async () => {
  vendor = await startVendorServer();
  runner = await startJobRunner(bed.db, jobs, {
    services: { mailTransport: transportTo(bed.smtp.port), analyticsVendor: { apiKey: "vendorkey", url: vendor.url } },
    timing: { pollingIntervalSeconds: 0.5 },
  });
});

afterAll(async () => {
  await runner?.stop();
  await vendor?.close();
});

/** The run of a stately job already waiting (its schedule's, or the one a run asked for). */
async function waitingRun(queue: string): Promise<string> {
  const rows = await selectRows<{ id: string }>(
    bed.db,
    sql`select id from ${sql.raw(JOB_SCHEMA)}.job where name = ${queue} and state = 'created'`,
  );
  return rows[0]!.id;
}

/** Adds a run of the job (or takes the one already waiting) and waits until it has finished. */
async function runOnce(queue: string) {
  const id = (await runner.runNow(queue)) ?? (await waitingRun(queue));
  await expect
    .poll(async () => (await runner.queue.getJobById(queue, id))?.state, { timeout: 15_000, interval: 200 })
    .toBe("completed");
}

describe("the background jobs", () => {
  it("sends each failed e-mail again once, when it is due", async () => {
    const refusing = {
      sendMail: () => Promise.reject(Object.assign(new Error("421 try again later"), { code: "EENVELOPE" })),
    };
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const addresses = ["un@retry.test", "deux@retry.test", "trois@retry.test"];
    const stored = await Promise.all(
      addresses.map((to) =>
        sendMail(
          bed.db,
          { to, subject: "Lien", text: "texte", html: "<p>texte</p>", kind: "invitation" },
          refusing,
          longAgo,
        ),
      ),
    );

    await runOnce("mail-retry");
    await runOnce("mail-retry");
    const received = bed.smtp.received.flatMap((message) => message.rcptTo).filter((to) => to.endsWith("@retry.test"));
    expect(received.sort()).toEqual([...addresses].sort());
    const rows = await bed.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          stored.map((mail) => mail.id),
        ),
      );
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(addresses.map(() => ["sent", 2]));
  });

  it("relays stored analytics events to the vendor once", { timeout: 40_000 }, async () => {
    const ids: string[] = [randomUUID(), randomUUID(), randomUUID()];
    await bed.db
      .insert(analyticsEvent)
      .values(
        ids.map((insertId) => ({ insertId, eventType: "page_view", deviceId: "device-1", eventTime: new Date() })),
      );
    const relayed = () =>
      vendor.batches.flatMap((batch) => batch.events).filter((event) => ids.includes(event.insert_id as string));
    // The relay runs by itself every 10 s from the start; either way each event goes once.
    await expect.poll(() => relayed().length, { timeout: 20_000, interval: 200 }).toBe(ids.length);
    await runOnce("analytics-relay");
    expect(relayed()).toHaveLength(ids.length);
    const rows = await bed.db.select().from(analyticsEvent).where(inArray(analyticsEvent.insertId, ids));
    expect(rows.every((row) => row.forwardedAt !== null)).toBe(true);
  });

  it("deletes analytics events past their retention, and only those", async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    await bed.db.insert(analyticsEvent).values([
      {
        insertId: old,
        eventType: "page_view",
        deviceId: "device-2",
        eventTime: new Date(),
        receivedAt: new Date(Date.now() - 400 * 86_400_000),
        forwardedAt: new Date(),
      },
      {
        insertId: recent,
        eventType: "page_view",
        deviceId: "device-2",
        eventTime: new Date(),
        forwardedAt: new Date(),
      },
    ]);
    await runOnce("analytics-retention");
    const left = await bed.db
      .select({ id: analyticsEvent.insertId })
      .from(analyticsEvent)
      .where(inArray(analyticsEvent.insertId, [old, recent]));
    expect(left.map((row) => row.id)).toEqual([recent]);
  });

  it("deletes expired pronunciation recordings even when nobody practises, and keeps the others", async () => {
    const learner = twoTenants.a.learner.id;
    const attemptId = randomUUID();
    await bed.db.insert(pronunciationAttempt).values({
      id: attemptId,
      userId: learner,
      courseId: "fr",
      phraseId: "fr-p001",
      recognized: ["bonjour"],
      score: 80,
      result: {},
    });
    const recording = (expiresAt: Date) => ({
      id: randomUUID(),
      userId: learner,
      attemptId,
      mime: "audio/wav",
      durationMs: 900,
      audio: Buffer.from([1, 2, 3]),
      expiresAt,
    });
    const [expired, live] = [recording(new Date(Date.now() - 60_000)), recording(new Date(Date.now() + 86_400_000))];
    await bed.db.insert(pronunciationRecording).values([expired, live]);
    await runOnce("recording-expiry");
    const left = await bed.db
      .select({ id: pronunciationRecording.id })
      .from(pronunciationRecording)
      .where(eq(pronunciationRecording.attemptId, attemptId));
    expect(left.map((row) => row.id)).toEqual([live.id]);
  });

  it("refreshes the planner statistics on the embedded database only (PostgreSQL's autovacuum does it there)", async () => {
    // A table of this test's own, created just now: the hourly schedule (":41") cannot have analysed it
    // already, as it could have the seeded tables when the suite runs across that minute.
    await bed.db.execute(sql`create table planner_probe (n int)`);
    await bed.db.execute(sql`insert into planner_probe select generate_series(1, 7)`);
    const estimate = async () => {
      const rows = await selectRows<{ reltuples: number }>(
        bed.db,
        sql`select reltuples::float8 as reltuples from pg_class where relname = 'planner_probe'`,
      );
      return Number(rows[0]!.reltuples);
    };
    try {
      // Never analysed: PostgreSQL does not know how many rows the table has.
      expect(await estimate()).toBe(-1);
      if (isEmbedded(bed.db)) {
        await runOnce("planner-statistics");
        expect(await estimate()).toBe(7);
      } else {
        // Nothing works this queue on PostgreSQL, and nothing schedules it.
        const id = await runner.runNow("planner-statistics");
        await new Promise((resolve) => setTimeout(resolve, 2000));
        expect((await runner.queue.getJobById("planner-statistics", id!))?.state).toBe("created");
        expect((await runner.queue.getSchedules()).map((schedule) => schedule.name)).not.toContain(
          "planner-statistics",
        );
      }
    } finally {
      await bed.db.execute(sql`drop table planner_probe`);
    }
  });

  it("schedules every periodic job in UTC, and the imported invitations' e-mails only when an import adds them", async () => {
    const schedules = Object.fromEntries(
      (await runner.queue.getSchedules()).map((schedule) => [schedule.name, schedule.cron]),
    );
    expect(schedules).toMatchObject({
      "mail-retry": "* * * * *",
      "analytics-relay": "* * * * *",
      "analytics-retention": "7 * * * *",
      "recording-expiry": "23 * * * *",
      "audit-retention": "41 3 * * *",
    });
    expect(schedules["imported-invitation-mail"]).toBeUndefined();
    expect(await runner.queue.getQueue("imported-invitation-mail")).toMatchObject({
      policy: "standard",
      retryLimit: 10,
      retryDelay: 10,
      retryBackoff: true,
    });
  });
});
