import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { renderEmail } from "@/lib/email/render";
import type { EmailTranslator, RenderedEmail } from "@/lib/email/types";

export type SignInLinkEmailProps = { name: string; url: string; minutes: number };

export function SignInLinkEmail({
  locale,
  t,
  name,
  url,
  minutes,
}: SignInLinkEmailProps & { locale: Locale; t: EmailTranslator }) {
  return (
    <EmailLayout
      locale={locale}
      preview={t("signInLink.preview", { minutes })}
      action={{ label: t("signInLink.action"), url }}
      actionFallback={t("actionFallback")}
      note={t("signInLink.ignore")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("signInLink.greeting", { name })}</EmailParagraph>
      <EmailParagraph>{t("signInLink.body", { minutes })}</EmailParagraph>
    </EmailLayout>
  );
}

/** The e-mail with a sign-in link, in the person's language. */
export async function signInLinkEmail(locale: Locale, p: SignInLinkEmailProps): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });
  return renderEmail(<SignInLinkEmail locale={locale} t={t} {...p} />, t("signInLink.subject"));
}
