import { and, eq, inArray, sql } from "drizzle-orm";
import { createTransport, type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, invitation } from "@/db/schema";
import { selectRows } from "@/db/rows";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { findInvitation, type Actor } from "@/features/orgs";
import { startJobRunner, type JobRunner } from "@/jobs";
import { invitationMail } from "@/jobs/invitation-mail";
import { mailRetry } from "@/jobs/mail-retry";
import { csvFile } from "@/lib/csv";
import { JOB_SCHEMA } from "@/lib/job-queue";
import { decodedBody } from "@/lib/testing/smtp";
import { commitImport, IMPORTED_INVITATIONS_QUEUE, previewImport } from "./import-service";

/*
 * A staff import's e-mails go out even when the mail server or the database fails on the way:
 * every invitee ends up with exactly one e-mail, whose link works. The queue is worked as in the
 * app, with retries a second apart instead of 30 s.
 */

const bed = testBed({ smtp: true });
const { a } = twoTenants;
const admin: Actor = {
  userId: a.manager.id,
  name: a.manager.name,
  membership: { organizationId: a.organization.id, organizationName: a.organization.name, role: "admin" },
};
let runner: JobRunner;
/** How many of the next sends the mail server refuses (a temporary failure). */
let refuseNext = 0;

function flakyTransport() {
  const transport = createTransport({
    host: "127.0.0.1",
    port: bed.smtp.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 2000,
  });
  return {
    sendMail: (message: SendMailOptions) =>
      refuseNext-- > 0
        ? Promise.reject(Object.assign(new Error("451 4.3.0 try again later"), { responseCode: 451 }))
        : transport.sendMail(message),
  };
}

beforeAll(async () => {
  const quickRetries = { ...invitationMail, retry: { limit: 5, delaySeconds: 1, backoff: false } };
  runner = await startJobRunner(bed.db, [quickRetries, mailRetry], {
    services: { mailTransport: flakyTransport() },
    timing: { pollingIntervalSeconds: 0.5 },
  });
});

afterAll(async () => {
  await runner?.stop();
});

const people = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@import.test`);
const file = (emails: string[]) => new TextEncoder().encode(csvFile([["courriel"], ...emails.map((email) => [email])]));

function received(emails: string[]) {
  return bed.smtp.received.filter((message) => message.rcptTo.some((to) => emails.includes(to)));
}

async function unfinishedJobs(): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    bed.db,
    sql`select count(*)::int as count from ${sql.raw(JOB_SCHEMA)}.job where name = ${IMPORTED_INVITATIONS_QUEUE} and state <> 'completed'`,
  );
  return rows[0]!.count;
}

/** Each address got exactly one e-mail, and its link opens that person's invitation. */
async function expectOneWorkingEmailEach(emails: string[]) {
  const messages = received(emails);
  expect(messages.map((message) => message.rcptTo[0]).sort()).toEqual([...emails].sort());
  for (const message of messages) {
    const token = /\/auth\/invitation\/([A-Za-z0-9_-]+)/.exec(decodedBody(message.raw))![1]!;
    expect((await findInvitation(bed.db, { token }))?.email).toBe(message.rcptTo[0]);
  }
}

/** Time passes for the failed sends: their retry is due now rather than in a minute. */
async function retryDueNow() {
  await bed.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.status, "failed"));
  await runner.runNow("mail-retry");
}

describe("the e-mails of an import", () => {
  it("reach every invitee once when the mail server refuses some sends", { timeout: 60_000 }, async () => {
    const emails = people("refused", 30);
    refuseNext = 7;
    await commitImport(bed.db, admin, file(emails), { expectedValid: 30, locale: "fr" });
    await expect.poll(unfinishedJobs, { timeout: 20_000, interval: 250 }).toBe(0);
    // Seven e-mails wait in the outbox, failed once; the retry sends them.
    expect(received(emails)).toHaveLength(23);
    await retryDueNow();
    await expect.poll(() => received(emails).length, { timeout: 20_000, interval: 250 }).toBe(30);
    await runner.runNow("mail-retry");
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expectOneWorkingEmailEach(emails);
  });

  it("reach every invitee once when the database fails in the middle of the sending", { timeout: 60_000 }, async () => {
    const emails = people("outage", 120);
    // The first five e-mails cannot be stored, as when the database restarts: each attempt rolls back, link included.
    await bed.db.execute(sql.raw(`create sequence outbox_outage`));
    await bed.db.execute(
      sql.raw(
        `create function fail_outbox() returns trigger as $$ begin if nextval('outbox_outage') <= 5 then raise exception 'terminating connection due to administrator command'; end if; return new; end $$ language plpgsql`,
      ),
    );
    await bed.db.execute(
      sql.raw(`create trigger fail_outbox before insert on email_outbox for each row execute function fail_outbox()`),
    );
    try {
      const { invitationIds } = await commitImport(bed.db, admin, file(emails), { expectedValid: 120, locale: "en" });
      await expect.poll(unfinishedJobs, { timeout: 30_000, interval: 250 }).toBe(0);
      await expectOneWorkingEmailEach(emails);
      // The jobs that met the outage failed once and were tried again.
      const rows = await selectRows<{ retried: number }>(
        bed.db,
        sql`select count(*)::int as retried from ${sql.raw(JOB_SCHEMA)}.job where name = ${IMPORTED_INVITATIONS_QUEUE} and retry_count > 0`,
      );
      expect(rows[0]!.retried).toBeGreaterThan(0);
      const invited = await bed.db
        .select({ sentAt: invitation.sentAt })
        .from(invitation)
        .where(inArray(invitation.id, invitationIds));
      expect(invited.every((row) => row.sentAt !== null)).toBe(true);
    } finally {
      await bed.db.execute(sql.raw(`drop trigger fail_outbox on email_outbox`));
    }
  });

  it(
    "go out when the file is imported again an hour after their e-mails were lost, not before",
    { timeout: 60_000 },
    async () => {
      const emails = people("lost", 4);
      await runner.stop();
      // As before this queue existed: invitations committed, their e-mails lost with the process.
      await commitImport(bed.db, admin, file(emails), { expectedValid: 4, locale: "fr" });
      await bed.db.execute(
        sql`delete from ${sql.raw(JOB_SCHEMA)}.job where name = ${IMPORTED_INVITATIONS_QUEUE} and state = 'created'`,
      );
      const lost = await bed.db
        .select()
        .from(invitation)
        .where(and(inArray(invitation.email, emails), eq(invitation.status, "pending")));
      expect(lost.every((row) => row.sentAt === null)).toBe(true);
      // One was e-mailed by hand since: it is already invited; the other three are to import again.
      await bed.db
        .update(invitation)
        .set({ sentAt: new Date() })
        .where(eq(invitation.id, lost.find((row) => row.email === emails[0])!.id));

      // Within the hour their e-mails may still be on their way: they count as invited.
      expect(await previewImport(bed.db, admin, file(emails))).toMatchObject({ valid: 0, invalid: 4 });
      const later = new Date(Date.now() + 61 * 60 * 1000);
      const again = await previewImport(bed.db, admin, file(emails), later);
      expect(again).toMatchObject({ valid: 3, invalid: 1 });
      expect(again.rows.find((row) => row.email === emails[0])?.errors).toEqual([
        { code: "already_invited", field: "email" },
      ]);

      runner = await startJobRunner(
        bed.db,
        [{ ...invitationMail, retry: { limit: 5, delaySeconds: 1, backoff: false } }, mailRetry],
        { services: { mailTransport: flakyTransport() }, timing: { pollingIntervalSeconds: 0.5 } },
      );
      const { invitationIds } = await commitImport(
        bed.db,
        admin,
        file(emails.slice(1)),
        {
          expectedValid: 3,
          locale: "fr",
        },
        later,
      );
      await expect.poll(unfinishedJobs, { timeout: 20_000, interval: 250 }).toBe(0);
      await expectOneWorkingEmailEach(emails.slice(1));
      // The lost invitations were replaced by the new ones, not kept beside them.
      const pendingNow = await bed.db
        .select({ id: invitation.id })
        .from(invitation)
        .where(and(inArray(invitation.email, emails.slice(1)), eq(invitation.status, "pending")));
      expect(pendingNow.map((row) => row.id).sort()).toEqual([...invitationIds].sort());
    },
  );
});
