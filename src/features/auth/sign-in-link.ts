import { createHash } from "node:crypto";
import { and, eq, like, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { user, verification } from "@/db/schema";
import { env } from "@/env";
import { isLocale, type Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { deliverStoredMail, storeMailWhen } from "@/lib/mailer";
import { consume, signInLinkLimit } from "@/lib/rate-limit";
import type { AuthDeps } from "./deps";
import { signInLinkEmail } from "./emails";
import { safeRedirectPath } from "./redirects";
import type { SignInLinkRequest } from "./schemas";

/** Links are valid 10 minutes (decision 005): time to open the mailbox, little for a leaked link. */
export const SIGN_IN_LINK_MINUTES = 10;

/**
 * A link's token as the database keeps it: its SHA-256, so that a copy of the database (a backup,
 * a leak) holds no link that signs anyone in. better-auth stores and looks it up through this.
 */
export const storedLinkToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const identifierOf = (token: string) => `magic-link:${storedLinkToken(token)}`;

/**
 * Asks for a sign-in link. The caller answers the same whether the address has an account or not,
 * and the work done here is the same too, so the answer time does not tell either: every address
 * gets a token stored and an e-mail rendered, and only the outbox decides, in one statement,
 * whether the e-mail is kept (deliverSignInLink).
 */
export async function requestSignInLink(
  { db, auth }: AuthDeps,
  { email, next }: SignInLinkRequest,
  headers: Headers,
  locale: Locale,
): Promise<void> {
  const decision = await consume(db, signInLinkLimit, email);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  await auth.api.signInMagicLink({ body: { email, metadata: { locale, next } }, headers });
}

/**
 * Called by better-auth once it stored a new link token: voids the older links of that address
 * and the expired links of any (asked for unknown addresses too, they would pile up), then e-mails
 * a link to our confirm page, which signs in only on a POST, so that a mail scanner opening the
 * link cannot use it up. An unknown address gets no e-mail (links never create accounts); a known
 * one's is sent after the answer, so that the mail server's reply time tells nothing either.
 */
export async function deliverSignInLink(
  db: Database,
  { email, token, metadata }: { email: string; token: string; metadata?: Record<string, unknown> },
) {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, "magic-link:%"),
        ne(verification.identifier, identifierOf(token)),
        or(sql`${verification.value}::jsonb ->> 'email' = ${email}`, lt(verification.expiresAt, new Date())),
      ),
    );
  const [person] = await db
    .select({ name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  const requested = metadata?.locale;
  const locale: Locale = isLocale(person?.locale) ? person.locale : isLocale(requested) ? requested : "fr";
  const url = new URL("/auth/link/confirm", env().APP_URL);
  url.searchParams.set("token", token);
  const next = typeof metadata?.next === "string" ? safeRedirectPath(metadata.next) : undefined;
  if (next) url.searchParams.set("next", next);
  const rendered = await signInLinkEmail(locale, {
    name: person?.name ?? "",
    url: url.toString(),
    minutes: SIGN_IN_LINK_MINUTES,
  });
  const stored = await storeMailWhen(
    db,
    { to: email, kind: "sign-in-link", retryForMinutes: SIGN_IN_LINK_MINUTES, ...rendered },
    sql`exists (select 1 from ${user} where ${user.email} = ${email})`,
  );
  logger.info(
    { event: "sign-in-link", outcome: stored ? "sent" : "unknown-address", domain: email.split("@")[1] ?? "?" },
    "sign-in link requested",
  );
  if (stored)
    void deliverStoredMail(db, stored).catch((error: unknown) =>
      logger.error({ err: error, event: "sign-in-link" }, "sign-in link e-mail not sent"),
    );
}
