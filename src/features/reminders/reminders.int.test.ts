import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { emailOutbox, learnerProfile, lessonAttempt, reminderSent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { decodedBody, mailHeader } from "@/lib/testing/smtp";
import { sendDueReminders } from "./send";
import { unsubscribeFromReminders } from "./unsubscribe";
import { unsubscribeToken } from "./unsubscribe-token";

/*
 * The reminder job's work on a moved clock, sent to a real SMTP server. Wednesday 2 December 2026:
 * 18:00 is 22:00 UTC in Halifax (Priya, tenant B), 23:00 UTC in Toronto and 02:00 UTC the next
 * day in Vancouver (Carlos, tenant A).
 */

const bed = testBed({ smtp: true });
const transport = () =>
  createTransport({ host: "127.0.0.1", port: bed.smtp.port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
const { a, b, individual } = twoTenants;
const at = (iso: string) => new Date(iso);

const receivedBy = (address: string) => bed.smtp.received.filter((mail) => mail.rcptTo.includes(address));
// Long headers are folded over several lines: read them unfolded.
const header = (raw: string, name: string) => mailHeader(raw.replace(/\r?\n[ \t]+/g, " "), name);
// decodedBody gives the quoted-printable bytes one character each: read them as UTF-8.
const bodyOf = (raw: string) => Buffer.from(decodedBody(raw), "latin1").toString("utf8");

async function choose(userId: string, choice: Partial<typeof learnerProfile.$inferInsert>) {
  await bed.db.update(learnerProfile).set(choice).where(eq(learnerProfile.userId, userId));
}

async function run(iso: string) {
  return sendDueReminders(bed.db, { now: at(iso), transport: transport() });
}

describe("daily reminders", () => {
  it("come at each learner's own local time, not before, once, in their language, with one-click unsubscribe", async () => {
    await choose(a.learner.id, { timeZone: "America/Vancouver", reminderTime: "18:00" });
    await choose(b.learner.id, { timeZone: "America/Halifax", reminderTime: "18:00" });

    expect(await run("2026-12-02T21:59:00Z")).toEqual({ sent: 0 });
    expect(await run("2026-12-02T22:00:00Z")).toEqual({ sent: 1 });
    expect(receivedBy(b.learner.email)).toHaveLength(1);
    expect(receivedBy(a.learner.email)).toHaveLength(0);
    expect(await run("2026-12-02T22:05:00Z")).toEqual({ sent: 0 });
    expect(await run("2026-12-03T01:59:00Z")).toEqual({ sent: 0 });
    expect(await run("2026-12-03T02:00:00Z")).toEqual({ sent: 1 });
    expect(receivedBy(a.learner.email)).toHaveLength(1);
    expect(receivedBy(b.learner.email)).toHaveLength(1);

    const priya = receivedBy(b.learner.email)[0]!.raw;
    expect(header(priya, "Subject")).toBe("A few minutes of French today?");
    const oneClick = `<http://localhost:3000/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(b.learner.id))}>`;
    expect(header(priya, "List-Unsubscribe")).toBe(oneClick);
    expect(header(priya, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(bodyOf(priya)).toContain("/auth/unsubscribe?token=");
    const carlos = receivedBy(a.learner.email)[0]!.raw;
    expect(bodyOf(carlos)).toContain("Le faltan 10 minutos de francés");
    // Each learner's own link: never the other tenant's.
    expect(header(carlos, "List-Unsubscribe")).toContain(encodeURIComponent(unsubscribeToken(a.learner.id)));
    expect(header(carlos, "List-Unsubscribe")).not.toContain(b.learner.id);
  });

  it("are not sent on a day whose goal is met", async () => {
    await choose(a.manager.id, { timeZone: "America/Toronto", reminderTime: "18:00", dailyMinutes: 10 });
    await bed.db.insert(lessonAttempt).values({
      id: randomUUID(),
      userId: a.manager.id,
      courseId: "en",
      lessonId: "en-u01-l01",
      items: [],
      startedAt: at("2026-12-02T14:00:00Z"),
      finishedAt: at("2026-12-02T14:12:00Z"),
      correct: 8,
      answered: 8,
      xp: 40,
      durationSeconds: 12 * 60,
    });
    await run("2026-12-02T23:00:00Z");
    expect(receivedBy(a.manager.email)).toHaveLength(0);
    // The next day, goal not met yet: reminded.
    await run("2026-12-03T23:00:00Z");
    expect(receivedBy(a.manager.email)).toHaveLength(1);
  });

  it("go once when two processes run at the same moment", async () => {
    await choose(a.admin.id, { timeZone: "America/Toronto", reminderTime: "07:30" });
    const runs = await Promise.all([
      run("2026-12-04T12:31:00Z"),
      run("2026-12-04T12:31:00Z"),
      run("2026-12-04T12:32:00Z"),
    ]);
    expect(runs.map(({ sent }) => sent).sort()).toEqual([0, 0, 1]);
    expect(receivedBy(a.admin.email)).toHaveLength(1);
    const rows = await bed.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, a.admin.email), eq(emailOutbox.kind, "daily-reminder")));
    expect(rows).toHaveLength(1);
  });

  it("stop once unsubscribed, and a forged token changes nothing", async () => {
    await choose(b.admin.id, { timeZone: "America/Toronto", reminderTime: "12:00", weeklySummary: true });
    await expect(unsubscribeFromReminders(bed.db, `${b.admin.id}.forged`)).rejects.toMatchObject({
      code: "unsubscribe_link_invalid",
    });
    await expect(unsubscribeFromReminders(bed.db, unsubscribeToken(b.admin.id, "another-secret"))).rejects.toThrow();
    const [kept] = await bed.db.select().from(learnerProfile).where(eq(learnerProfile.userId, b.admin.id));
    expect([kept?.reminderTime, kept?.weeklySummary]).toEqual(["12:00", true]);

    await unsubscribeFromReminders(bed.db, unsubscribeToken(b.admin.id));
    await run("2026-12-07T17:00:00Z");
    expect(receivedBy(b.admin.email)).toHaveLength(0);
    const [off] = await bed.db.select().from(learnerProfile).where(eq(learnerProfile.userId, b.admin.id));
    expect([off?.reminderTime, off?.weeklySummary]).toEqual([null, false]);
  });
});

describe("the weekly summary", () => {
  it("comes on Monday at 09:00 without a daily reminder, with last week's lessons, once", async () => {
    await choose(individual.id, { timeZone: "America/Toronto", reminderTime: null, weeklySummary: true });
    await bed.db.insert(lessonAttempt).values({
      id: randomUUID(),
      userId: individual.id,
      courseId: "fr",
      lessonId: "fr-u01-l01",
      items: [],
      startedAt: at("2026-12-10T15:00:00Z"),
      finishedAt: at("2026-12-10T15:06:00Z"),
      correct: 5,
      answered: 6,
      xp: 30,
      durationSeconds: 6 * 60,
    });
    // Sunday evening, then Monday 08:59 in Toronto: not yet.
    await run("2026-12-13T23:00:00Z");
    await run("2026-12-14T13:59:00Z");
    expect(receivedBy(individual.email)).toHaveLength(0);
    await run("2026-12-14T14:00:00Z");
    await run("2026-12-14T14:10:00Z");
    expect(receivedBy(individual.email)).toHaveLength(1);
    const [mail] = receivedBy(individual.email);
    expect(header(mail!.raw, "Subject")).toContain("6 minutes");
    expect(bodyOf(mail!.raw)).toContain("Leçons terminées : 1");
    expect(header(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const sent = await bed.db.select().from(reminderSent).where(eq(reminderSent.userId, individual.id));
    expect(sent.map((row) => [row.kind, row.period])).toEqual([["weekly", "2026-12-14"]]);
  });
});
