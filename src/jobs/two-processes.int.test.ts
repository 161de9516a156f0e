import { inArray, sql } from "drizzle-orm";
import { createTransport, type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db";
import { openPostgres } from "@/db/client";
import { emailOutbox, invitation } from "@/db/schema";
import { selectRows } from "@/db/rows";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import type { Actor } from "@/features/orgs";
import { commitImport } from "@/features/team";
import { csvFile } from "@/lib/csv";
import { isEmbedded } from "@/lib/job-queue";
import { retryFailedMail, sendMail, type MailTransport } from "@/lib/mailer";
import { jobs, startJobRunner, type JobRunner } from ".";
import type { JobDefinition } from "./definition";

/*
 * Two app processes on one database, as in production behind a load balancer: each has its own
 * connections and its own queue and workers. On PostgreSQL the second process has a pool of its
 * own; PGlite allows one process per database, so there the two share its one connection (the
 * claims are still raced between them, statement by statement).
 */

const bed = testBed({ smtp: true });
const fast = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let other: { db: Database; close: () => Promise<void> };
const runners: JobRunner[] = [];

/** The other process's database: its own pool on PostgreSQL. */
async function secondProcessDatabase(db: Database) {
  if (isEmbedded(db)) return { db, close: async () => undefined };
  const rows = await selectRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const handle = await openPostgres(url.toString());
  return { db: handle.db, close: handle.close };
}

/** A transport to the test's SMTP server that takes a few milliseconds per message, as a real one does. */
function slowTransport(): MailTransport {
  const transport = createTransport({
    host: "127.0.0.1",
    port: bed.smtp.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 2000,
  });
  return { sendMail: async (message: SendMailOptions) => (await sleep(5), transport.sendMail(message)) };
}

async function runner(db: Database, definitions: readonly JobDefinition<never>[]) {
  const started = await startJobRunner(db, definitions, { services: { mailTransport: slowTransport() }, timing: fast });
  runners.push(started);
  return started;
}

/** Messages the SMTP server received, per address ending with `suffix`. */
function receivedPer(suffix: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const to of bed.smtp.received.flatMap((message) => message.rcptTo).filter((address) => address.endsWith(suffix)))
    counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** `count` messages whose first attempt failed ten minutes ago: due for a retry now. */
async function failedMail(prefix: string, count: number) {
  const refusing = { sendMail: () => Promise.reject(new Error("421 try again later")) };
  const longAgo = new Date(Date.now() - 10 * 60_000);
  const addresses = Array.from({ length: count }, (_, index) => `${prefix}${index}@two.test`);
  for (const to of addresses)
    await sendMail(
      bed.db,
      { to, subject: "Lien", text: "texte", html: "<p>texte</p>", kind: "invitation" },
      refusing,
      longAgo,
    );
  return addresses;
}

beforeAll(async () => {
  other = await secondProcessDatabase(bed.db);
});

afterAll(async () => {
  await Promise.all(runners.map((each) => each.stop()));
  await other?.close();
});

describe("two app processes on one database", () => {
  it("send each of 50 failed e-mails exactly once when both retry at the same moment", async () => {
    const addresses = await failedMail("race", 50);
    const [first, second] = await Promise.all([
      retryFailedMail(bed.db, slowTransport()),
      retryFailedMail(other.db, slowTransport()),
    ]);
    expect(first.sent + second.sent).toBe(50);
    // Both took part: the claims were really raced, not run one after the other.
    expect(first.sent).toBeGreaterThan(0);
    expect(second.sent).toBeGreaterThan(0);
    const counts = receivedPer("@two.test");
    expect(addresses.map((address) => counts.get(address))).toEqual(addresses.map(() => 1));
  });

  it(
    "work the e-mail retries and an import's invitations once per item, whichever process takes them",
    { timeout: 60_000 },
    async () => {
      const [here, there] = [await runner(bed.db, jobs), await runner(other.db, jobs)];
      const addresses = await failedMail("jobs", 50);
      await Promise.all([here.runNow("mail-retry"), there.runNow("mail-retry")]);

      const admin: Actor = {
        userId: twoTenants.a.manager.id,
        name: twoTenants.a.manager.name,
        membership: {
          organizationId: twoTenants.a.organization.id,
          organizationName: twoTenants.a.organization.name,
          role: "admin",
        },
      };
      const invitees = Array.from({ length: 120 }, (_, index) => `invitee${index}@staff.two.test`);
      const { invitationIds } = await commitImport(
        bed.db,
        admin,
        new TextEncoder().encode(csvFile([["courriel"], ...invitees.map((email) => [email])])),
        { expectedValid: 120, locale: "fr" },
      );

      /** How many times each address was sent to: 1 for every one, once all are done. */
      const timesEach = (expected: string[]) => {
        const counts = receivedPer("two.test");
        return [...new Set(expected.map((address) => counts.get(address) ?? 0))];
      };
      await expect.poll(() => timesEach(addresses), { timeout: 30_000, interval: 250 }).toEqual([1]);
      await expect.poll(() => timesEach(invitees), { timeout: 30_000, interval: 250 }).toEqual([1]);

      // Later runs, from both processes, send nothing again.
      await Promise.all([here.runNow("mail-retry"), there.runNow("mail-retry")]);
      await sleep(3000);
      expect(timesEach([...addresses, ...invitees])).toEqual([1]);
      const invited = await bed.db.select().from(invitation).where(inArray(invitation.id, invitationIds));
      expect(invited.every((row) => row.sentAt !== null && row.tokenHash !== null)).toBe(true);
      const outbox = await bed.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(inArray(emailOutbox.toAddress, [...addresses, ...invitees]));
      expect(outbox.map((row) => row.status)).toEqual([...addresses, ...invitees].map(() => "sent"));
    },
  );

  it("fire a schedule once per period, not once per process", { timeout: 60_000 }, async () => {
    // Runs are counted per minute: start early enough in one that the test sees it whole.
    if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const runs: { process: string; minute: number }[] = [];
    const heartbeat = (process: string): JobDefinition => ({
      queue: "heartbeat",
      schedule: "* * * * *",
      policy: "stately",
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
      pollingIntervalSeconds: 1,
      run: async () => void runs.push({ process, minute: Math.floor(Date.now() / 60_000) }),
    });
    await Promise.all([runner(bed.db, [heartbeat("first")]), runner(other.db, [heartbeat("second")])]);
    await expect.poll(() => runs.length, { timeout: 15_000, interval: 200 }).toBe(1);
    // Both processes check the schedule every second: six more checks each add no run in this minute.
    await sleep(6000);
    const perMinute = new Map<number, number>();
    for (const run of runs) perMinute.set(run.minute, (perMinute.get(run.minute) ?? 0) + 1);
    expect([...perMinute.values()].every((count) => count === 1)).toBe(true);
  });
});
