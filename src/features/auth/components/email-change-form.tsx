"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { failureText, request, RequestError } from "@/lib/request";

/** The new address and the current password; a confirmation link then goes to the new address. */
export function EmailChangeForm({ minutes }: { minutes: number }) {
  const t = useTranslations("security");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: "sent" | "error"; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newEmail = String(form.get("newEmail") ?? "").trim();
    setPending(true);
    setMessage(null);
    try {
      await request("POST", "/api/account/email", { newEmail, password: String(form.get("password") ?? "") });
      formElement.reset();
      setMessage({ kind: "sent", text: t("emailChange.sent", { email: newEmail, minutes }) });
      router.refresh();
    } catch (failure) {
      const unchanged =
        failure instanceof RequestError && failure.body.error.fields?.some((field) => field.code === "unchanged");
      setMessage({
        kind: "error",
        text: unchanged ? t("emailChange.unchanged") : failureText(failure, t("networkError")),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-5">
      <TextField
        label={t("emailChange.newEmail")}
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
      />
      <TextField
        label={t("emailChange.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={512}
      />
      <p
        role={message?.kind === "error" ? "alert" : "status"}
        className={
          message?.kind === "error"
            ? "min-h-5 text-sm font-medium text-danger"
            : "min-h-5 text-sm font-medium text-primary"
        }
      >
        {message?.text}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t("emailChange.submitting") : t("emailChange.submit")}
      </Button>
    </form>
  );
}
