"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { localeNames, locales, type Locale } from "@/i18n/config";
import { cn } from "@/lib/cn";
import { request } from "@/lib/request";

/** A native select: keyboard and screen-reader friendly on every device without extra code. */
export function LocaleSwitcher({ className }: { className?: string }) {
  const t = useTranslations("shell.locale");
  const current = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  async function change(locale: Locale) {
    await request("POST", "/api/preferences", { locale });
    startTransition(() => router.refresh());
  }

  return (
    <div className={cn("relative inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <Languages aria-hidden className="pointer-events-none absolute left-3 size-4 text-muted-foreground" />
      <select
        id={id}
        value={current}
        disabled={pending}
        onChange={(event) => void change(event.target.value as Locale).catch(() => undefined)}
        className="h-9 appearance-none rounded-full border bg-background pr-4 pl-9 text-sm font-medium hover:bg-muted"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
