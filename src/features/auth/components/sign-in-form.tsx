"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { request, RequestError } from "@/lib/request";
import { passwordRules } from "../password-rules";
import { ResendVerificationButton } from "./resend-verification-button";

/** E-mail and password. Errors come back from the server already in the person's language. */
export function SignInForm({ next }: { next?: string }) {
  const t = useTranslations("auth.signIn");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    setUnverified(null);
    const email = String(form.get("email") ?? "");
    try {
      const answer = await request<{ redirect?: string; twoFactorRequired?: boolean }>("POST", "/api/session/sign-in", {
        email,
        password: String(form.get("password") ?? ""),
        next,
      });
      // A full load, so that every part of the page is rendered again for the signed-in person.
      window.location.assign(
        answer.twoFactorRequired
          ? `/auth/two-factor${next ? `?next=${encodeURIComponent(next)}` : ""}`
          : (answer.redirect ?? "/dashboard"),
      );
    } catch (failure) {
      setPending(false);
      if (failure instanceof RequestError && failure.code === "email_not_verified") setUnverified(email);
      setError(
        failure instanceof RequestError && failure.code !== "network_error" ? failure.message : t("networkError"),
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t("email")} name="email" type="email" autoComplete="email" required />
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={passwordRules.maxLength}
      />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
      {unverified && <ResendVerificationButton email={unverified} />}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
