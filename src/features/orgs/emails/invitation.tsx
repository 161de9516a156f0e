import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { formatEmailDateTime } from "@/lib/email/format";
import { renderEmail } from "@/lib/email/render";
import type { EmailTranslator, RenderedEmail } from "@/lib/email/types";

export type InvitationEmailProps = {
  inviterName: string;
  organizationName: string;
  role: "owner" | "admin" | "member";
  url: string;
  expiresAt: Date;
};

export function InvitationEmail({
  locale,
  t,
  inviterName,
  organizationName,
  role,
  url,
  expiresAt,
}: InvitationEmailProps & { locale: Locale; t: EmailTranslator }) {
  return (
    <EmailLayout
      locale={locale}
      preview={t("invitation.preview")}
      action={{ label: t("invitation.action"), url }}
      actionFallback={t("actionFallback")}
      note={t("invitation.ignore")}
      signature={t("signature")}
    >
      <EmailParagraph>{t("invitation.greeting")}</EmailParagraph>
      <EmailParagraph>
        {t.rich("invitation.body", { inviterName, organizationName, strong: (chunks) => <strong>{chunks}</strong> })}
      </EmailParagraph>
      <EmailParagraph>{t("invitation.role", { role })}</EmailParagraph>
      <EmailParagraph>{t("invitation.expires", { date: formatEmailDateTime(expiresAt, locale) })}</EmailParagraph>
    </EmailLayout>
  );
}

/** Invites someone, who may have no account yet, to an organization: in the language the inviter chose for them. */
export async function invitationEmail(locale: Locale, p: InvitationEmailProps): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });
  return renderEmail(
    <InvitationEmail locale={locale} t={t} {...p} />,
    t("invitation.subject", { inviterName: p.inviterName, organizationName: p.organizationName }),
  );
}
