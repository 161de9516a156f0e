import { and, eq, like, ne, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { user, verification } from "@/db/schema";
import { env } from "@/env";
import { isLocale, type Locale } from "@/i18n/config";
import { sendMail } from "@/lib/mailer";
import { signInLinkEmail } from "./emails";
import { safeRedirectPath } from "./redirects";

/** Links are valid 10 minutes (decision 005): time to open the mailbox, little for a leaked link. */
export const SIGN_IN_LINK_MINUTES = 10;

const identifierOf = (token: string) => `magic-link:${token}`;

/**
 * Called by better-auth once it stored a new link token: voids the older links of that address,
 * then e-mails a link to our confirm page, which signs in only on a POST, so that a mail
 * scanner opening the link cannot use it up.
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
        sql`${verification.value}::jsonb ->> 'email' = ${email}`,
      ),
    );
  const [person] = await db
    .select({ name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  // Links never create accounts, so an unknown address gets no e-mail at all.
  if (!person) return;
  const requested = metadata?.locale;
  const locale: Locale = isLocale(person.locale) ? person.locale : isLocale(requested) ? requested : "fr";
  const url = new URL("/auth/link/confirm", env().APP_URL);
  url.searchParams.set("token", token);
  const next = typeof metadata?.next === "string" ? safeRedirectPath(metadata.next) : undefined;
  if (next) url.searchParams.set("next", next);
  const rendered = await signInLinkEmail(locale, {
    name: person.name,
    url: url.toString(),
    minutes: SIGN_IN_LINK_MINUTES,
  });
  await sendMail(db, { to: email, kind: "sign-in-link", retryForMinutes: SIGN_IN_LINK_MINUTES, ...rendered });
}
