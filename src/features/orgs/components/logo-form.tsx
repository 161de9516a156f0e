"use client";

import { useTranslations } from "next-intl";
import { useRef, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { request } from "@/lib/request";
import { LOGO_TYPES } from "../logo";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";

/** The organization's logo: a small PNG, JPEG or WebP, uploaded as soon as it is chosen. */
export function LogoForm({ logo, organizationName }: { logo: string | null; organizationName: string }) {
  const t = useTranslations("orgs.logo");
  const input = useRef<HTMLInputElement>(null);
  const { run, pending, message } = useMutation();

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // The server checks the type, the content and the size, and explains a refusal.
    void run(() => request("PUT", "/api/orgs/logo", file), t("saved"));
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex size-20 items-center justify-center overflow-hidden rounded-2xl border bg-muted">
        {logo ? (
          // A data: URL from our own database: next/image would add nothing here.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={logo} alt={t("alt", { organization: organizationName })} className="size-full object-contain" />
        ) : (
          <span className="text-xs text-muted-foreground">{t("none")}</span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={pending} onClick={() => input.current?.click()}>
            {logo ? t("replace") : t("upload")}
          </Button>
          {logo && (
            <Button
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() => void run(() => request("DELETE", "/api/orgs/logo"), t("removed"))}
            >
              {t("remove")}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(",")}
          onChange={upload}
          className="sr-only"
          tabIndex={-1}
          aria-label={t("upload")}
        />
        <p className="text-sm text-muted-foreground">{t("hint")}</p>
        <FormMessage message={message} />
      </div>
    </div>
  );
}
