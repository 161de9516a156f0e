import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { contactMessage } from "@/db/schema";
import { env } from "@/env";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { sendMail, type MailTransport } from "@/lib/mailer";
import { consume, contactSenderLimit, contactTotalLimit } from "@/lib/rate-limit";
import { contactAcknowledgementEmail, contactNoticeEmail } from "./emails/contact-emails";
import type { ContactMessage } from "./schemas";

const domainOf = (email: string) => email.split("@")[1] ?? "unknown";

/**
 * A message from the contact form: stored first, then e-mailed to the team and acknowledged to
 * the sender in their language. Both e-mails go through the outbox, so an SMTP failure loses
 * nothing (the server retries them). A filled honeypot is answered like a success and stores nothing.
 */
export async function submitContact(
  db: Database,
  message: ContactMessage,
  transport?: MailTransport,
): Promise<{ id: string | null }> {
  if (message.website) {
    logger.warn(
      { event: "contact", outcome: "honeypot", domain: domainOf(message.email) },
      "contact form filled by a bot: ignored",
    );
    return { id: null };
  }
  for (const [limit, key] of [
    [contactSenderLimit, message.email],
    [contactTotalLimit, "all"],
  ] as const) {
    const decision = await consume(db, limit, key);
    if (!decision.allowed)
      throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }

  const id = randomUUID();
  const { name, email, company, headCount, topic, locale } = message;
  await db.insert(contactMessage).values({
    id,
    name,
    email,
    company: company ?? null,
    headCount: headCount ?? null,
    topic,
    message: message.message,
    locale,
  });
  logger.info({ event: "contact", outcome: "stored", id, topic, domain: domainOf(email) }, "contact message received");

  const [notice, acknowledgement] = await Promise.all([
    contactNoticeEmail(message),
    contactAcknowledgementEmail(message, env().APP_URL),
  ]);
  // The outbox keeps each one; a failed send is retried by the server (an undefined transport means SMTP_URL's).
  await sendMail(db, { to: env().CONTACT_EMAIL, kind: "contact-notice", ...notice }, transport);
  await sendMail(db, { to: email, kind: "contact-acknowledgement", ...acknowledgement }, transport);
  return { id };
}
