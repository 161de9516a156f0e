import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import { createTransport, type SendMailOptions } from "nodemailer";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import { emailOutbox } from "@/db/schema";
import { env, type Env } from "@/env";
import { logger } from "@/lib/logger";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe; stored with the message so a retry sends them too. */
  headers?: Record<string, string>;
  /** How long a failed send is worth retrying: the life of the link it carries; a day by default. */
  retryForMinutes?: number;
};

const DEFAULT_RETRY_MINUTES = 24 * 60;
/** Attempts in all, the first one included; then the row stays "failed" for someone to look at. */
export const MAX_MAIL_ATTEMPTS = 8;
/** 1, 2, 4… minutes after each failure, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** What sendMail needs from nodemailer: any Transporter fits, and tests pass one aimed at their own server. */
export type MailTransport = { sendMail(message: SendMailOptions): Promise<unknown> };

export type OutboxEntry = typeof emailOutbox.$inferSelect;

// A request that sends an e-mail waits for it: nodemailer's defaults (2 min to connect, 10 min of
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
export function isDevOutboxEnabled(
  config: Pick<Env, "SMTP_URL" | "DATABASE_URL" | "NODE_ENV" | "DEV_OUTBOX"> = env(),
): boolean {
  // In production it holds sign-in links: never there unless asked for (the demo asks, and listens on loopback only).
  return !config.SMTP_URL && !config.DATABASE_URL && (config.NODE_ENV !== "production" || config.DEV_OUTBOX === true);
}

/** The part of an address that is safe to log: who hosts the mailbox, not whose it is. */
function recipientDomain(address: string): string {
  return /@([^\s>]+)/.exec(address)?.[1]?.toLowerCase() ?? "unknown";
}

function describeError(error: unknown, address: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // SMTP replies often quote the rejected address; the log must not carry it.
  return message
    .split(address)
    .join(`<recipient@${recipientDomain(address)}>`)
    .slice(0, 1000);
}

/** How long one process holds a message it is sending; past that, it died mid-send and the message is due again. */
const SENDING_CLAIM_MS = 5 * 60_000;
/** Messages one retry run sends at most; the next run takes the rest. */
const RETRY_BATCH = 50;

/** What sending a stored message needs from its row. */
export type StoredMail = Pick<
  OutboxEntry,
  "id" | "toAddress" | "subject" | "textBody" | "htmlBody" | "kind" | "attempts"
> &
  Partial<Pick<OutboxEntry, "headers">>;

/**
 * Stores the message in the outbox without sending it. Inside a transaction, the message exists
 * if and only if the transaction commits; send it after the commit with `deliverStoredMail`. When
 * SMTP is configured the row is due again after a short claim, so a process that stops before
 * sending it leaves it to `retryFailedMail`.
 */
export async function storeMail(
  db: Database,
  mail: OutgoingMail,
  transport: MailTransport | undefined = processTransport(),
  now = new Date(),
): Promise<StoredMail> {
  const row = outboxRow(mail, transport, now);
  await db.insert(emailOutbox).values(row);
  return storedOf(row);
}

/**
 * As storeMail, but only when `condition` (SQL) holds, checked and written in one statement either
 * way: the caller does the same work whether the message is stored or not, so its answer time does
 * not tell which (a sign-in link asked for an address with no account).
 */
export async function storeMailWhen(
  db: Database,
  mail: OutgoingMail,
  condition: SQL,
  transport: MailTransport | undefined = processTransport(),
  now = new Date(),
): Promise<StoredMail | null> {
  const row = outboxRow(mail, transport, now);
  const fields = Object.keys(row) as (keyof typeof row)[];
  const columns = fields.map((field) => sql.identifier(emailOutbox[field].name));
  const values = fields.map((field) => {
    const column = emailOutbox[field];
    return sql`${sql.param(row[field], column)}::${sql.raw(column.getSQLType())}`;
  });
  const inserted = await selectRows<{ id: string }>(
    db,
    sql`insert into ${emailOutbox} (${sql.join(columns, sql`, `)}) select ${sql.join(values, sql`, `)}
        where ${condition} returning ${sql.identifier(emailOutbox.id.name)}`,
  );
  return inserted.length > 0 ? storedOf(row) : null;
}

function outboxRow(mail: OutgoingMail, transport: MailTransport | undefined, now: Date) {
  return {
    id: randomUUID(),
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: mail.kind,
    // Left out when there are none: storeMailWhen writes exactly the fields the row has.
    ...(mail.headers ? { headers: mail.headers } : {}),
    status: "pending" as const,
    retryUntil: new Date(now.getTime() + (mail.retryForMinutes ?? DEFAULT_RETRY_MINUTES) * 60_000),
    nextAttemptAt: transport ? new Date(now.getTime() + SENDING_CLAIM_MS) : null,
  };
}

const storedOf = (row: ReturnType<typeof outboxRow>): StoredMail => ({
  id: row.id,
  toAddress: row.toAddress,
  subject: row.subject,
  textBody: row.textBody,
  htmlBody: row.htmlBody,
  kind: row.kind,
  headers: row.headers,
  attempts: 0,
});

/** Sends a message `storeMail` stored, when SMTP is configured (or `transport` is given); never throws for a failed send. */
export async function deliverStoredMail(
  db: Database,
  stored: StoredMail,
  transport: MailTransport | undefined = processTransport(),
  now = new Date(),
): Promise<boolean> {
  if (!transport) {
    logger.info({ id: stored.id, kind: stored.kind }, "email stored in outbox (no SMTP configured)");
    return false;
  }
  return attempt(db, transport, stored, now);
}

/**
 * Stores the message in the outbox, then sends it when SMTP is configured (or `transport` is given).
 * A failed send is recorded and logged but never thrown: the caller's flow (sign-in, invitation)
 * must go on, and the row stays for a retry. Only a failure to store the message throws.
 */
export async function sendMail(
  db: Database,
  mail: OutgoingMail,
  transport: MailTransport | undefined = processTransport(),
  now = new Date(),
): Promise<{ id: string; delivered: boolean }> {
  const stored = await storeMail(db, mail, transport, now);
  return { id: stored.id, delivered: await deliverStoredMail(db, stored, transport, now) };
}

/** One SMTP attempt of a stored message; its row records the outcome and, on failure, when to try again. */
async function attempt(db: Database, transport: MailTransport, mail: StoredMail, now: Date): Promise<boolean> {
  try {
    await transport.sendMail({
      from: env().MAIL_FROM,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      headers: mail.headers ?? undefined,
    });
  } catch (error) {
    const lastError = describeError(error, mail.toAddress);
    await db
      .update(emailOutbox)
      .set({
        status: "failed",
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts + 1)),
      })
      // A send that outlived its claim may have been sent meanwhile by another process: "sent" stays.
      .where(and(eq(emailOutbox.id, mail.id), ne(emailOutbox.status, "sent")));
    const code = error instanceof Error && "code" in error ? String(error.code) : undefined;
    logger.error(
      {
        id: mail.id,
        kind: mail.kind,
        domain: recipientDomain(mail.toAddress),
        code,
        attempt: mail.attempts + 1,
        error: lastError,
      },
      "email not sent",
    );
    return false;
  }
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
      sentAt: new Date(),
      nextAttemptAt: null,
    })
    .where(eq(emailOutbox.id, mail.id));
  logger.info(
    { id: mail.id, kind: mail.kind, domain: recipientDomain(mail.toAddress), attempt: mail.attempts + 1 },
    "email sent",
  );
  return true;
}

/**
 * Takes one message due for sending (a failed one whose delay has passed, or one whose sender
 * stopped mid-send) and holds it for SENDING_CLAIM_MS. Rows another process is claiming are
 * skipped, not waited for, and a claimed row is no longer due: two processes never take the same one.
 */
async function claimDueMail(db: Database, now: Date): Promise<StoredMail | undefined> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["pending", "failed"]),
        lte(emailOutbox.nextAttemptAt, now),
        gt(emailOutbox.retryUntil, now),
        lt(emailOutbox.attempts, MAX_MAIL_ATTEMPTS),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + SENDING_CLAIM_MS) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return claimed;
}

/**
 * Sends again the messages whose last attempt failed, when their delay has passed, while they are
 * worth sending and under the attempt limit, and those a stopped process left unsent. Each is
 * claimed just before it is sent, so processes running this at the same moment share the work and
 * never send one message twice. `now` is for tests; the clock is read again for every message.
 */
export async function retryFailedMail(
  db: Database,
  transport: MailTransport | undefined = processTransport(),
  now?: Date,
): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  for (let taken = 0; taken < RETRY_BATCH; taken++) {
    const at = now ?? new Date();
    const claimed = await claimDueMail(db, at);
    if (!claimed) break;
    if (await attempt(db, transport, claimed, at)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/** The newest messages first, for the local outbox page (see isDevOutboxEnabled) and for tests. */
export async function listOutbox(db: Database, { limit = 50 }: { limit?: number } = {}): Promise<OutboxEntry[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
