import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { formatEmailDateTime } from "@/lib/email/format";
import { renderEmail } from "@/lib/email/render";
import type { EmailTranslator, RenderedEmail } from "@/lib/email/types";

export type PasswordChangedEmailProps = { name: string; changedAt: Date; timeZone?: string; signInLinkUrl: string };

export function PasswordChangedEmail({
  locale,
  t,
  name,
  changedAt,
  timeZone,
  signInLinkUrl,
}: PasswordChangedEmailProps & { locale: Locale; t: EmailTranslator }) {
  const date = formatEmailDateTime(changedAt, locale, timeZone);
  return (
    <EmailLayout
      locale={locale}
      preview={t("passwordChanged.preview", { date })}
      action={{ label: t("passwordChanged.action"), url: signInLinkUrl }}
      actionFallback={t("actionFallback")}
      note={t("passwordChanged.note")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("passwordChanged.greeting", { name })}</EmailParagraph>
      <EmailParagraph>{t("passwordChanged.body", { date })}</EmailParagraph>
      <EmailParagraph>{t("passwordChanged.ifNotYou")}</EmailParagraph>
    </EmailLayout>
  );
}

/**
 * Tells the person their password was changed, with the date and time in their zone (Quebec's
 * by default), and how to take the account back if it was not them: a link e-mailed to them.
 */
export async function passwordChangedEmail(locale: Locale, p: PasswordChangedEmailProps): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });
  return renderEmail(<PasswordChangedEmail locale={locale} t={t} {...p} />, t("passwordChanged.subject"));
}
