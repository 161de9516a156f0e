import { eq, sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { logger } from "./logger";
import {
  isDevOutboxEnabled,
  listOutbox,
  MAX_MAIL_ATTEMPTS,
  retryDelayMs,
  retryFailedMail,
  sendMail,
  storeMail,
  storeMailWhen,
  type OutgoingMail,
} from "./mailer";
import { decodedBody, mailHeader as header, startSmtp } from "./testing/smtp";

function transportTo(port: number) {
  return createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
}

const link =
  "http://localhost:3000/auth/email-link?token=Zm9vYmFyLWxvbmctdG9rZW4tdmFsdWUtdGhhdC13cmFwcy1wYXN0LXRoZS1saW5lLWxpbWl0";

function signInMail(to: string): OutgoingMail {
  return {
    to,
    subject: "Votre lien de connexion",
    text: `Ouvrez ce lien : ${link}`,
    html: `<p><a href="${link}">Se connecter</a></p>`,
    kind: "sign-in-link",
  };
}

// The no-SMTP case below must not depend on the shell that runs the tests.
const bed = testBed({ tenants: false, env: { SMTP_URL: "" } });

async function row(id: string) {
  const [found] = await bed.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

describe("sendMail over SMTP", () => {
  it("delivers the message from MAIL_FROM and marks its outbox row sent", async () => {
    const smtp = await startSmtp();
    try {
      const result = await sendMail(bed.db, signInMail("julie@example.test"), transportTo(smtp.port));
      expect(result.delivered).toBe(true);

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.rcptTo).toEqual(["julie@example.test"]);
      expect(header(message?.raw ?? "", "Subject")).toBe("Votre lien de connexion");
      expect(header(message?.raw ?? "", "From")).toBe("MadameAI <bonjour@madameai.ca>");
      expect(decodedBody(message?.raw ?? "")).toContain(link);

      const stored = await row(result.id);
      expect(stored).toMatchObject({
        status: "sent",
        attempts: 1,
        lastError: null,
        toAddress: "julie@example.test",
        kind: "sign-in-link",
      });
      expect(stored.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it("records a rejected message as failed, without throwing or logging the address", async () => {
    const smtp = await startSmtp({ reject: true });
    const logged = vi.spyOn(logger, "error");
    try {
      const result = await sendMail(bed.db, signInMail("marc@rejet.example.test"), transportTo(smtp.port));
      expect(result.delivered).toBe(false);
      expect(smtp.received).toHaveLength(0);

      const stored = await row(result.id);
      expect(stored).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
      expect(stored.lastError).toMatch(/550/);

      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]?.[0]).toMatchObject({
        id: result.id,
        kind: "sign-in-link",
        domain: "rejet.example.test",
      });
      expect(JSON.stringify(logged.mock.calls)).not.toContain("marc@");
      expect(JSON.stringify(logged.mock.calls)).not.toContain("token=");
    } finally {
      logged.mockRestore();
      await smtp.close();
    }
  });

  it("records an unreachable server as failed without throwing", async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const result = await sendMail(bed.db, signInMail("lea@example.test"), transportTo(smtp.port));
    expect(result.delivered).toBe(false);
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("sendMail with SMTP_URL", () => {
  it("sends through the server the URL names when no transport is passed", async () => {
    const smtp = await startSmtp();
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${smtp.port}`);
    // The environment is read once per process: a fresh module graph sees the new value.
    vi.resetModules();
    try {
      const fresh = await import("./mailer");
      const result = await fresh.sendMail(bed.db, signInMail("zoe@example.test"));
      expect(result.delivered).toBe(true);
      expect(smtp.received.map((message) => message.rcptTo)).toEqual([["zoe@example.test"]]);
      expect(await row(result.id)).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      vi.stubEnv("SMTP_URL", "");
      vi.resetModules();
      delete (globalThis as { __madameaiMailTransport?: unknown }).__madameaiMailTransport;
      await smtp.close();
    }
  });
});

describe("sendMail without SMTP", () => {
  it("keeps each message pending in the outbox, listed newest first", async () => {
    const first = await sendMail(bed.db, { ...signInMail("ana@example.test"), subject: "Premier" });
    const second = await sendMail(bed.db, { ...signInMail("ana@example.test"), subject: "Second" });
    expect(first.delivered).toBe(false);
    expect(second.delivered).toBe(false);

    const outbox = await listOutbox(bed.db, { limit: 10 });
    expect(outbox.slice(0, 2).map((entry) => [entry.id, entry.subject, entry.status, entry.attempts])).toEqual([
      [second.id, "Second", "pending", 0],
      [first.id, "Premier", "pending", 0],
    ]);
    expect(outbox[0]?.textBody).toContain(link);
    expect(outbox).toHaveLength(6);
    expect(await listOutbox(bed.db, { limit: 1 })).toEqual([outbox[0]]);
  });
});

describe("isDevOutboxEnabled", () => {
  it("is on only without SMTP and on the embedded database", () => {
    const embedded = {
      SMTP_URL: undefined,
      DATABASE_URL: undefined,
      NODE_ENV: "development" as const,
      DEV_OUTBOX: undefined,
    };
    expect(isDevOutboxEnabled(embedded)).toBe(true);
    expect(isDevOutboxEnabled({ ...embedded, SMTP_URL: "smtp://127.0.0.1:2525" })).toBe(false);
    expect(isDevOutboxEnabled({ ...embedded, DATABASE_URL: "postgresql://localhost/madameai" })).toBe(false);
    // A production build shows it only when asked to (the demo, on loopback).
    expect(isDevOutboxEnabled({ ...embedded, NODE_ENV: "production" })).toBe(false);
    expect(isDevOutboxEnabled({ ...embedded, NODE_ENV: "production", DEV_OUTBOX: true })).toBe(true);
  });
});

describe("retrying failed e-mail", () => {
  const minute = 60_000;

  it("tries a failed message again once its delay has passed, and the delay grows with each failure", async () => {
    const start = new Date("2026-11-25T12:00:00Z");
    const refusing = await startSmtp({ reject: true });
    const first = await sendMail(
      bed.db,
      { ...signInMail("retry@example.test"), kind: "invitation" },
      transportTo(refusing.port),
      start,
    );
    expect(await row(first.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      nextAttemptAt: new Date(start.getTime() + minute),
    });

    // Before the delay: nothing is tried. After it, still refused: the next delay doubles.
    expect(await retryFailedMail(bed.db, transportTo(refusing.port), new Date(start.getTime() + 30_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await retryFailedMail(bed.db, transportTo(refusing.port), new Date(start.getTime() + minute))).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(await row(first.id)).toMatchObject({
      status: "failed",
      attempts: 2,
      nextAttemptAt: new Date(start.getTime() + 3 * minute),
    });
    await refusing.close();

    const smtp = await startSmtp();
    try {
      expect(await retryFailedMail(bed.db, transportTo(smtp.port), new Date(start.getTime() + 3 * minute))).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(smtp.received.map((message) => message.rcptTo)).toEqual([["retry@example.test"]]);
      expect(await row(first.id)).toMatchObject({ status: "sent", attempts: 3, lastError: null, nextAttemptAt: null });
      // Sent is sent: never again.
      expect(await retryFailedMail(bed.db, transportTo(smtp.port), new Date(start.getTime() + 60 * minute))).toEqual({
        sent: 0,
        failed: 0,
      });
    } finally {
      await smtp.close();
    }
  });

  it("stops when the message is no longer worth sending, or after the last attempt", async () => {
    const start = new Date("2026-11-25T13:00:00Z");
    const refusing = await startSmtp({ reject: true });
    const link = await sendMail(
      bed.db,
      { ...signInMail("expired@example.test"), retryForMinutes: 10 },
      transportTo(refusing.port),
      start,
    );
    const stubborn = await sendMail(
      bed.db,
      { ...signInMail("stubborn@example.test"), kind: "invitation" },
      transportTo(refusing.port),
      start,
    );
    await refusing.close();
    await bed.db.update(emailOutbox).set({ attempts: MAX_MAIL_ATTEMPTS }).where(eq(emailOutbox.id, stubborn.id));

    const smtp = await startSmtp();
    try {
      // Eleven minutes later the sign-in link has expired; the other row has had all its attempts.
      expect(await retryFailedMail(bed.db, transportTo(smtp.port), new Date(start.getTime() + 11 * minute))).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(0);
      expect(await row(link.id)).toMatchObject({ status: "failed" });
    } finally {
      await smtp.close();
    }
  });

  it("sends a message once even when two processes retry at the same moment", async () => {
    const start = new Date("2026-11-25T14:00:00Z");
    const refusing = await startSmtp({ reject: true });
    const failed = await sendMail(
      bed.db,
      { ...signInMail("twice@example.test"), kind: "invitation" },
      transportTo(refusing.port),
      start,
    );
    await refusing.close();
    const smtp = await startSmtp();
    try {
      const later = new Date(start.getTime() + 2 * minute);
      await Promise.all([
        retryFailedMail(bed.db, transportTo(smtp.port), later),
        retryFailedMail(bed.db, transportTo(smtp.port), later),
      ]);
      expect(smtp.received.filter((message) => message.rcptTo.includes("twice@example.test"))).toHaveLength(1);
      expect(await row(failed.id)).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it("sends a message whose process stopped before sending it, once that process's claim has passed", async () => {
    const start = new Date("2026-11-25T15:00:00Z");
    const smtp = await startSmtp();
    try {
      // Stored to be sent right away (as after a transaction), and then nothing: the process stopped.
      const stored = await storeMail(
        bed.db,
        { ...signInMail("stopped@example.test"), kind: "invitation" },
        transportTo(smtp.port),
        start,
      );
      expect(await retryFailedMail(bed.db, transportTo(smtp.port), new Date(start.getTime() + 4 * minute))).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(await retryFailedMail(bed.db, transportTo(smtp.port), new Date(start.getTime() + 5 * minute))).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(await retryFailedMail(bed.db, transportTo(smtp.port), new Date(start.getTime() + 60 * minute))).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(smtp.received.map((message) => message.rcptTo)).toEqual([["stopped@example.test"]]);
      expect(await row(stored.id)).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it("keeps no message stored by a transaction that rolls back", async () => {
    const to = "rolled-back@example.test";
    await expect(
      bed.db.transaction(async (tx) => {
        await storeMail(tx, signInMail(to));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).toHaveLength(0);
  });

  it("waits 1, 2, 4… minutes, at most an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / minute)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});

describe("storeMailWhen", () => {
  it("stores the message as storeMail would when its condition holds, and nothing otherwise", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const kept = await storeMailWhen(bed.db, signInMail("kept@example.test"), sql`true`, transportTo(1), now);
    expect(kept).toMatchObject({ toAddress: "kept@example.test", kind: "sign-in-link", attempts: 0 });
    expect(await row(kept?.id ?? "")).toMatchObject({
      toAddress: "kept@example.test",
      subject: "Votre lien de connexion",
      textBody: `Ouvrez ce lien : ${link}`,
      status: "pending",
      attempts: 0,
      retryUntil: new Date("2026-11-21T12:00:00Z"),
      nextAttemptAt: new Date("2026-11-20T12:05:00Z"),
    });
    expect(await storeMailWhen(bed.db, signInMail("dropped@example.test"), sql`false`)).toBeNull();
    expect(await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "dropped@example.test"))).toEqual(
      [],
    );
  });
});
