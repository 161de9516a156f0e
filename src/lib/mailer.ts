import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { createTransport, type SendMailOptions } from "nodemailer";
import type { Database } from "@/db";
import { emailOutbox } from "@/db/schema";
import { env, type Env } from "@/env";
import { logger } from "@/lib/logger";

export type OutgoingMail = { to: string; subject: string; text: string; html: string; kind: string };

/** What sendMail needs from nodemailer: any Transporter fits, and tests pass one aimed at their own server. */
export type MailTransport = { sendMail(message: SendMailOptions): Promise<unknown> };

export type OutboxEntry = typeof emailOutbox.$inferSelect;

// A sign-in request waits for its e-mail: nodemailer's defaults (2 min to connect, 10 min of
// silence) would hang it. Query parameters in SMTP_URL still override these.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

// One transport per process, on globalThis so dev-server reloads reuse it (as with the database).
const holder = globalThis as typeof globalThis & { __madameaiMailTransport?: MailTransport };

function processTransport(): MailTransport | undefined {
  const { SMTP_URL } = env();
  if (!SMTP_URL) return undefined;
  holder.__madameaiMailTransport ??= createTransport({ url: SMTP_URL, ...SMTP_TIMEOUTS });
  return holder.__madameaiMailTransport;
}

/**
 * Whether the outbox may be shown in the app: only with no SMTP server and the embedded database,
 * i.e. on one person's machine. Not tied to NODE_ENV: `npm run demo` and the browser tests run the
 * production build on PGlite, and their sign-in links can be read nowhere else.
 */
export function isDevOutboxEnabled(config: Pick<Env, "SMTP_URL" | "DATABASE_URL"> = env()): boolean {
  return !config.SMTP_URL && !config.DATABASE_URL;
}

/** The part of an address that is safe to log: who hosts the mailbox, not whose it is. */
function recipientDomain(address: string): string {
  return /@([^\s>]+)/.exec(address)?.[1]?.toLowerCase() ?? "unknown";
}

function describeError(error: unknown, address: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // SMTP replies often quote the rejected address; the log must not carry it.
  return message.split(address).join(`<recipient@${recipientDomain(address)}>`).slice(0, 1000);
}

/**
 * Stores the message in the outbox, then sends it when SMTP is configured (or `transport` is given).
 * A failed send is recorded and logged but never thrown: the caller's flow (sign-in, invitation)
 * must go on, and the row stays for a retry. Only a failure to store the message throws.
 */
export async function sendMail(db: Database, mail: OutgoingMail, transport: MailTransport | undefined = processTransport()): Promise<{ id: string; delivered: boolean }> {
  const id = randomUUID();
  await db.insert(emailOutbox).values({ id, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, kind: mail.kind, status: "pending" });

  if (!transport) {
    logger.info({ id, kind: mail.kind }, "email stored in outbox (no SMTP configured)");
    return { id, delivered: false };
  }

  try {
    await transport.sendMail({ from: env().MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    const lastError = describeError(error, mail.to);
    await db
      .update(emailOutbox)
      .set({ status: "failed", attempts: sql`${emailOutbox.attempts} + 1`, lastError })
      .where(eq(emailOutbox.id, id));
    const code = error instanceof Error && "code" in error ? String(error.code) : undefined;
    logger.error({ id, kind: mail.kind, domain: recipientDomain(mail.to), code, error: lastError }, "email not sent");
    return { id, delivered: false };
  }

  await db
    .update(emailOutbox)
    .set({ status: "sent", attempts: sql`${emailOutbox.attempts} + 1`, lastError: null, sentAt: new Date() })
    .where(eq(emailOutbox.id, id));
  logger.info({ id, kind: mail.kind, domain: recipientDomain(mail.to) }, "email sent");
  return { id, delivered: true };
}

/** The newest messages first, for the local outbox page (see isDevOutboxEnabled) and for tests. */
export async function listOutbox(db: Database, { limit = 50 }: { limit?: number } = {}): Promise<OutboxEntry[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
