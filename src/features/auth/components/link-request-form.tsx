"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { request, RequestError } from "@/lib/request";

/** Asks for a sign-in link; the confirmation reads the same whether the address is known or not. */
export function LinkRequestForm({ next }: { next?: string }) {
  const t = useTranslations("auth");
  const [state, setState] = useState<{ status: "idle" | "pending" | "sent"; error?: string }>({ status: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setState({ status: "pending" });
    try {
      await request("POST", "/api/session/link", { email, next });
      setState({ status: "sent" });
    } catch (failure) {
      setState({
        status: "idle",
        error:
          failure instanceof RequestError && failure.code !== "network_error"
            ? failure.message
            : t("signIn.networkError"),
      });
    }
  }

  if (state.status === "sent") {
    return (
      <div role="status" className="flex gap-3 rounded-2xl bg-primary-soft p-4 text-sm leading-relaxed">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>{t("link.sent")}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t("signIn.email")} name="email" type="email" autoComplete="email" required />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
        {state.error}
      </p>
      <Button type="submit" size="lg" disabled={state.status === "pending"}>
        {state.status === "pending" ? t("link.submitting") : t("link.submit")}
      </Button>
    </form>
  );
}
