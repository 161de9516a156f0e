"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass, TextField } from "@/components/ui/text-field";
import { localeNames, locales, type Locale } from "@/i18n/config";
import { request, RequestError } from "@/lib/request";

/** Name and interface language; saving re-renders the page, in the new language if it changed. */
export function ProfileForm({ name, locale }: { name: string; locale: Locale }) {
  const t = useTranslations("shell.profileForm");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // "Saved" is rendered, not kept as text: after a change of language it re-renders in the new one.
  const [message, setMessage] = useState<{ kind: "saved" } | { kind: "error"; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMessage(null);
    try {
      await request("POST", "/api/account/profile", {
        name: String(form.get("name") ?? ""),
        locale: String(form.get("locale") ?? ""),
      });
      startTransition(() => router.refresh());
      setMessage({ kind: "saved" });
    } catch (failure) {
      setMessage({
        kind: "error",
        text: failure instanceof RequestError && failure.code !== "network_error" ? failure.message : t("networkError"),
      });
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-5">
      <TextField label={t("name")} name="name" defaultValue={name} required maxLength={100} autoComplete="name" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="profile-locale" className="text-sm font-medium">
          {t("locale")}
        </label>
        <select id="profile-locale" name="locale" defaultValue={locale} className={inputClass}>
          {locales.map((option) => (
            <option key={option} value={option} lang={option}>
              {localeNames[option]}
            </option>
          ))}
        </select>
      </div>
      <p
        role={message?.kind === "error" ? "alert" : "status"}
        className={
          message?.kind === "error"
            ? "min-h-5 text-sm font-medium text-danger"
            : "min-h-5 text-sm font-medium text-primary"
        }
      >
        {message && (message.kind === "saved" ? t("saved") : message.text)}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {t("save")}
      </Button>
    </form>
  );
}
