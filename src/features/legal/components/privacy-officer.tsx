import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/config";
import { env } from "@/env";

const linkClass = "font-medium text-primary underline underline-offset-4 break-all";

/** The person in charge of protecting personal information (Law 25), as configured, with a way to write to them. */
export async function PrivacyOfficer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "public.legal.officer" });
  const { PRIVACY_OFFICER_NAME: name, PRIVACY_OFFICER_EMAIL: email } = env();
  return (
    <div className="mt-6 rounded-xl border bg-primary-soft/40 px-5 py-4" data-testid="privacy-officer">
      <p className="font-display text-lg font-semibold">{t("title")}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t("name")}</dt>
        <dd>{name}</dd>
        <dt className="text-muted-foreground">{t("email")}</dt>
        <dd>
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </dd>
      </dl>
    </div>
  );
}

/** The privacy officer's address, inline in a sentence. */
export function OfficerEmail() {
  const email = env().PRIVACY_OFFICER_EMAIL;
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

/** The team's general address (the contact form's inbox), inline. */
export function ContactEmail() {
  const email = env().CONTACT_EMAIL;
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}
