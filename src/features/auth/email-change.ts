import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { user, verification } from "@/db/schema";
import { env } from "@/env";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mailer";
import { addressEmailLimit, consume } from "@/lib/rate-limit";
import type { AuthDeps } from "./deps";
import { emailChangeEmail } from "./emails";
import { mailLocale, notifyEmailChanged } from "./notifications";
import { confirmPassword } from "./password-confirmation";
import { emailDomain } from "./refusals";
import type { EmailChangeInput, TokenInput } from "./security-schemas";
import type { Viewer } from "./viewer";

/** A confirmation link for a new address works once, for 60 minutes. */
export const EMAIL_CHANGE_MINUTES = 60;

/*
 * We do not use better-auth's changeEmail: its links are signed JWTs, valid until they expire
 * however often they are used, and a newer one does not void the older. Ours are rows of the
 * verification table holding only a SHA-256 of the secret, deleted when used or replaced.
 */
const PREFIX = "email-change:";
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
// CASE keeps the JSON cast away from other kinds of rows (better-auth's values are not all JSON).
const ofUser = (userId: string) =>
  and(
    like(verification.identifier, `${PREFIX}%`),
    sql`(case when ${verification.identifier} like ${`${PREFIX}%`} then ${verification.value}::jsonb ->> 'userId' end) = ${userId}`,
  );

type Pending = { userId: string; newEmail: string };

function parsePending(value: string): Pending | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === "object" && parsed !== null) {
      const { userId, newEmail } = parsed as Record<string, unknown>;
      if (typeof userId === "string" && typeof newEmail === "string") return { userId, newEmail };
    }
  } catch {
    // Not one of ours: treated as no link at all.
  }
  return null;
}

async function addressTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return Boolean(row);
}

/** The address waiting for confirmation, to show on the settings page. */
export async function pendingEmailChange(
  db: Database,
  { userId }: { userId: string },
): Promise<{ newEmail: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(and(ofUser(userId), gt(verification.expiresAt, new Date())))
    .orderBy(sql`${verification.createdAt} desc`)
    .limit(1);
  const pending = row && parsePending(row.value);
  return pending ? { newEmail: pending.newEmail, expiresAt: row.expiresAt } : null;
}

/**
 * After the password, e-mails a confirmation link to the new address (older links stop working).
 * An address that already has an account is refused with `email_unavailable`, which says no more
 * than that this address cannot be used.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  viewer: Viewer,
  { newEmail, password }: EmailChangeInput,
  headers: Headers,
  requestLocale: Locale,
): Promise<void> {
  const { db } = deps;
  if (newEmail === viewer.email.toLowerCase())
    throw new ApiError("validation_failed", [{ path: "newEmail", code: "unchanged" }]);
  await confirmPassword(deps, viewer, password, headers, "email-change");
  if (await addressTaken(db, newEmail)) {
    logger.warn(
      { event: "email-change", outcome: "address-unavailable", domain: emailDomain(viewer.email) },
      "e-mail change refused: address in use",
    );
    throw new ApiError("email_unavailable");
  }
  const decision = await consume(db, addressEmailLimit, `change:${viewer.userId}`);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });

  const token = randomBytes(32).toString("base64url");
  await db.delete(verification).where(ofUser(viewer.userId));
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `${PREFIX}${hashOf(token)}`,
    value: JSON.stringify({ userId: viewer.userId, newEmail } satisfies Pending),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_MINUTES * 60_000),
  });
  const [person] = await db
    .select({ name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.id, viewer.userId))
    .limit(1);
  const url = new URL("/settings/profile/email/confirm", env().APP_URL);
  url.searchParams.set("token", token);
  const rendered = await emailChangeEmail(mailLocale(person?.locale, requestLocale), {
    name: person?.name ?? viewer.name,
    newEmail,
    url: url.toString(),
    minutes: EMAIL_CHANGE_MINUTES,
  });
  await sendMail(db, { to: newEmail, kind: "email-change", retryForMinutes: EMAIL_CHANGE_MINUTES, ...rendered });
  logger.info(
    {
      event: "email-change",
      outcome: "link-sent",
      domain: emailDomain(viewer.email),
      newDomain: emailDomain(newEmail),
    },
    "e-mail change requested",
  );
}

/**
 * Uses up a confirmation link of the signed-in person: the account then signs in with the new
 * address (proven by the link, so verified), the old address is told, and every session stays.
 * A used, replaced, expired or someone else's link is `link_invalid`.
 */
export async function confirmEmailChange(
  { db }: AuthDeps,
  viewer: Viewer,
  { token }: TokenInput,
  requestLocale: Locale,
): Promise<{ email: string }> {
  const identifier = `${PREFIX}${hashOf(token)}`;
  const [row] = await db.select().from(verification).where(eq(verification.identifier, identifier)).limit(1);
  const pending = row && parsePending(row.value);
  if (!row || !pending || pending.userId !== viewer.userId || row.expiresAt <= new Date()) {
    logger.warn(
      { event: "email-change", outcome: "invalid-link", domain: emailDomain(viewer.email) },
      "e-mail change link refused",
    );
    throw new ApiError("link_invalid");
  }
  // Deleting is what uses the link up: of two simultaneous confirmations, one only gets the row.
  const used = await db.delete(verification).where(eq(verification.id, row.id)).returning({ id: verification.id });
  if (used.length === 0) throw new ApiError("link_invalid");

  const [person] = await db
    .select({ email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.id, viewer.userId))
    .limit(1);
  if (!person) throw new ApiError("unauthenticated");
  if (await addressTaken(db, pending.newEmail)) {
    logger.warn(
      { event: "email-change", outcome: "address-unavailable", domain: emailDomain(person.email) },
      "e-mail change refused at confirmation: address in use",
    );
    throw new ApiError("email_unavailable");
  }
  try {
    await db
      .update(user)
      .set({ email: pending.newEmail, emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, viewer.userId));
  } catch (error) {
    // Taken in the instant between the check and the update (unique index).
    if (await addressTaken(db, pending.newEmail)) throw new ApiError("email_unavailable");
    throw error;
  }
  logger.info(
    {
      event: "email-change",
      outcome: "changed",
      domain: emailDomain(person.email),
      newDomain: emailDomain(pending.newEmail),
    },
    "e-mail address changed",
  );
  await notifyEmailChanged(db, {
    oldEmail: person.email,
    newEmail: pending.newEmail,
    name: person.name,
    locale: mailLocale(person.locale, requestLocale),
  }).catch((error: unknown) => {
    logger.error({ err: error, event: "email-change" }, "e-mail-changed notice not sent");
  });
  return { email: pending.newEmail };
}

/** Forgets a person's pending e-mail changes (their account is being deleted). */
export async function dropEmailChanges(db: Database, { userId }: { userId: string }): Promise<void> {
  await db.delete(verification).where(ofUser(userId));
}
