import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { renderEmail } from "@/lib/email/render";
import type { EmailTranslator, RenderedEmail } from "@/lib/email/types";

export type VerifyEmailEmailProps = { name: string; url: string; hours: number };

export function VerifyEmailEmail({
  locale,
  t,
  name,
  url,
  hours,
}: VerifyEmailEmailProps & { locale: Locale; t: EmailTranslator }) {
  return (
    <EmailLayout
      locale={locale}
      preview={t("verifyEmail.preview")}
      action={{ label: t("verifyEmail.action"), url }}
      actionFallback={t("actionFallback")}
      note={t("verifyEmail.ignore")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("verifyEmail.greeting", { name })}</EmailParagraph>
      <EmailParagraph>{t("verifyEmail.body", { hours })}</EmailParagraph>
    </EmailLayout>
  );
}

/** Asks a new person to confirm their address, the last step of creating their account. */
export async function verifyEmailEmail(locale: Locale, p: VerifyEmailEmailProps): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });
  return renderEmail(<VerifyEmailEmail locale={locale} t={t} {...p} />, t("verifyEmail.subject"));
}
