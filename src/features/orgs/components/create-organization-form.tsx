"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { request } from "@/lib/request";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";

/** Shown only while organization creation is allowed: the person becomes the new organization's owner. */
export function CreateOrganizationForm() {
  const t = useTranslations("orgs.create");
  const { run, pending, message } = useMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    void run(() => request("POST", "/api/orgs", { name }), t("created"));
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      <TextField label={t("name")} name="name" required minLength={2} maxLength={120} autoComplete="organization" />
      <FormMessage message={message} />
      <Button type="submit" disabled={pending} className="self-start">
        {t("submit")}
      </Button>
    </form>
  );
}
