import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { renderEmail } from "@/lib/email/render";
import type { EmailTranslator, RenderedEmail } from "@/lib/email/types";

export type EmailChangeEmailProps = { name: string; newEmail: string; url: string; minutes: number };

export function EmailChangeEmail({
  locale,
  t,
  name,
  newEmail,
  url,
  minutes,
}: EmailChangeEmailProps & { locale: Locale; t: EmailTranslator }) {
  return (
    <EmailLayout
      locale={locale}
      preview={t("emailChange.preview")}
      action={{ label: t("emailChange.action"), url }}
      actionFallback={t("actionFallback")}
      note={t("emailChange.ignore")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("emailChange.greeting", { name })}</EmailParagraph>
      <EmailParagraph>
        {t.rich("emailChange.body", { newEmail, minutes, strong: (chunks) => <strong>{chunks}</strong> })}
      </EmailParagraph>
    </EmailLayout>
  );
}

/** Sent to the new address: the change happens only once the person confirms it from there. */
export async function emailChangeEmail(locale: Locale, p: EmailChangeEmailProps): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });
  return renderEmail(<EmailChangeEmail locale={locale} t={t} {...p} />, t("emailChange.subject"));
}
