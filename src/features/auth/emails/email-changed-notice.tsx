import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { renderEmail } from "@/lib/email/render";
import type { EmailTranslator, RenderedEmail } from "@/lib/email/types";

export type EmailChangedNoticeEmailProps = { name: string; newEmail: string; signInLinkUrl: string };

export function EmailChangedNoticeEmail({
  locale,
  t,
  name,
  newEmail,
  signInLinkUrl,
}: EmailChangedNoticeEmailProps & { locale: Locale; t: EmailTranslator }) {
  return (
    <EmailLayout
      locale={locale}
      preview={t("emailChangedNotice.preview", { newEmail })}
      action={{ label: t("emailChangedNotice.action"), url: signInLinkUrl }}
      actionFallback={t("actionFallback")}
      note={t("emailChangedNotice.note")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("emailChangedNotice.greeting", { name })}</EmailParagraph>
      <EmailParagraph>
        {t.rich("emailChangedNotice.body", { newEmail, strong: (chunks) => <strong>{chunks}</strong> })}
      </EmailParagraph>
      <EmailParagraph>{t("emailChangedNotice.ifNotYou")}</EmailParagraph>
    </EmailLayout>
  );
}

/** Sent to the old address once the change is made, so that a stolen account does not go unnoticed. */
export async function emailChangedNoticeEmail(locale: Locale, p: EmailChangedNoticeEmailProps): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });
  return renderEmail(<EmailChangedNoticeEmail locale={locale} t={t} {...p} />, t("emailChangedNotice.subject"));
}
