"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass, TextField } from "@/components/ui/text-field";
import { localeNames, locales, type Locale } from "@/i18n/config";
import { request } from "@/lib/request";
import type { Role } from "../roles";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";

/** Address, role (only those the admin may give) and the language of the invitation e-mail. */
export function InviteForm({ roles, defaultLocale }: { roles: Role[]; defaultLocale: Locale }) {
  const t = useTranslations("orgs");
  const { run, pending, message } = useMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get("email") ?? "");
    const sent = await run(
      () =>
        request("POST", "/api/orgs/invitations", {
          email,
          role: String(form.get("role")),
          locale: String(form.get("locale")),
        }),
      t("invite.sent", { email }),
    );
    if (sent) formElement.reset();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <TextField label={t("invite.email")} name="email" type="email" autoComplete="off" required maxLength={254} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="invite-role" className="text-sm font-medium">
            {t("invite.role")}
          </label>
          <select id="invite-role" name="role" defaultValue="member" className={inputClass}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="invite-locale" className="text-sm font-medium">
            {t("invite.locale")}
          </label>
          <select id="invite-locale" name="locale" defaultValue={defaultLocale} className={inputClass}>
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t("invite.hint")}</p>
      <FormMessage message={message} />
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t("invite.sending") : t("invite.submit")}
      </Button>
    </form>
  );
}
