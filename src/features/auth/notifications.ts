import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerProfile, user } from "@/db/schema";
import { env } from "@/env";
import { isLocale, LOCALE_COOKIE, type Locale } from "@/i18n/config";
import { resolveLocale } from "@/i18n/resolve-locale";
import { sendMail } from "@/lib/mailer";
import { emailChangedNoticeEmail, passwordChangedEmail } from "./emails";

/** Where a person who did not make a change can get back in: the sign-in link page. */
export const signInLinkPageUrl = () => new URL("/auth/link", env().APP_URL).toString();

/** The person's saved language, else the one of the request, else French. */
export const mailLocale = (saved: string | null | undefined, fallback: Locale = "fr"): Locale =>
  isLocale(saved) ? saved : fallback;

/** The language a request asks for (NEXT_LOCALE cookie, then Accept-Language), for people who saved none. */
export function requestLocaleOf(headers: Headers): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(headers.get("cookie") ?? "")?.[1];
  return resolveLocale({ cookie, acceptLanguage: headers.get("accept-language") });
}

/** Tells the person, in their language and time zone, that their password was just changed. */
export async function notifyPasswordChanged(
  db: Database,
  { userId }: { userId: string },
  headers?: Headers,
): Promise<void> {
  const [person] = await db
    .select({ name: user.name, email: user.email, locale: user.locale, timeZone: learnerProfile.timeZone })
    .from(user)
    .leftJoin(learnerProfile, eq(learnerProfile.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!person) return;
  const rendered = await passwordChangedEmail(mailLocale(person.locale, headers ? requestLocaleOf(headers) : "fr"), {
    name: person.name,
    changedAt: new Date(),
    timeZone: person.timeZone ?? undefined,
    signInLinkUrl: signInLinkPageUrl(),
  });
  await sendMail(db, { to: person.email, kind: "password-changed", ...rendered });
}

/** Tells the old address that the account now signs in with another one. */
export async function notifyEmailChanged(
  db: Database,
  { oldEmail, newEmail, name, locale }: { oldEmail: string; newEmail: string; name: string; locale: Locale },
): Promise<void> {
  const rendered = await emailChangedNoticeEmail(locale, { name, newEmail, signInLinkUrl: signInLinkPageUrl() });
  await sendMail(db, { to: oldEmail, kind: "email-changed-notice", ...rendered });
}
