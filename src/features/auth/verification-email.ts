import type { Database } from "@/db";
import { env } from "@/env";
import { sendMail } from "@/lib/mailer";
import { verifyEmailEmail } from "./emails";
import { mailLocale, requestLocaleOf } from "./notifications";

/** An address confirmation link is valid 1 hour; the sign-in page can send a new one. */
export const VERIFY_EMAIL_HOURS = 1;

/** The request being served, when there is one (better-auth calls us without it from the server). */
async function currentRequestHeaders(): Promise<Headers | null> {
  try {
    const { headers } = await import("next/headers");
    return new Headers(await headers());
  } catch {
    return null;
  }
}

/**
 * Called by better-auth (open sign-up, or a new confirmation asked from the sign-in page) with a
 * signed token: e-mails a link to our confirm page, which verifies only on a POST so that a mail
 * scanner opening the link cannot. In the person's language, else the one of the request.
 */
export async function deliverVerificationEmail(
  db: Database,
  { user, token }: { user: { email: string; name: string; locale?: string | null }; token: string },
): Promise<void> {
  const headers = await currentRequestHeaders();
  const locale = mailLocale(user.locale, headers ? requestLocaleOf(headers) : "fr");
  const url = new URL("/auth/verify-email", env().APP_URL);
  url.searchParams.set("token", token);
  const rendered = await verifyEmailEmail(locale, { name: user.name, url: url.toString(), hours: VERIFY_EMAIL_HOURS });
  await sendMail(db, { to: user.email, kind: "verify-email", ...rendered });
}
