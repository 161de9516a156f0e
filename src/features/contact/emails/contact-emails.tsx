import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { renderEmail } from "@/lib/email/render";
import type { RenderedEmail } from "@/lib/email/types";
import type { ContactMessage } from "../schemas";

async function translator(locale: Locale) {
  return createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });
}

/**
 * To the sender, in their language: we have the message, and when to expect an answer. Nothing the
 * sender typed is repeated (neither the message nor the name): the form would otherwise send
 * anyone's text to any address typed in it.
 */
export async function contactAcknowledgementEmail(message: ContactMessage, siteUrl: string): Promise<RenderedEmail> {
  const t = await translator(message.locale);
  return renderEmail(
    <EmailLayout
      locale={message.locale}
      preview={t("contactAcknowledgement.preview")}
      action={{ label: t("contactAcknowledgement.action"), url: siteUrl }}
      actionFallback={t("actionFallback")}
      note={t("contactAcknowledgement.note")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("contactAcknowledgement.greeting")}</EmailParagraph>
      <EmailParagraph>{t("contactAcknowledgement.body")}</EmailParagraph>
    </EmailLayout>,
    t("contactAcknowledgement.subject"),
  );
}

/** To the team, in French: who wrote, about what, and their message; replying answers the sender. */
export async function contactNoticeEmail(message: ContactMessage): Promise<RenderedEmail> {
  const t = await translator("fr");
  const topic = t(`contactNotice.topics.${message.topic}`);
  return renderEmail(
    <EmailLayout
      locale="fr"
      preview={t("contactNotice.preview", { name: message.name, topic })}
      action={{ label: t("contactNotice.action"), url: `mailto:${message.email}` }}
      actionFallback={t("actionFallback")}
      note={t("contactNotice.note")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("contactNotice.from", { name: message.name, email: message.email })}</EmailParagraph>
      <EmailParagraph>
        {t("contactNotice.details", {
          topic,
          company: message.company ?? "—",
          headCount: message.headCount ?? "—",
          locale: message.locale,
        })}
      </EmailParagraph>
      <EmailParagraph>{message.message}</EmailParagraph>
    </EmailLayout>,
    t("contactNotice.subject", { name: message.name, topic }),
  );
}
