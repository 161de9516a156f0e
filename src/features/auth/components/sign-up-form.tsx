"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { request, RequestError } from "@/lib/request";
import { passwordProblems, passwordRules, type PasswordProblem } from "../password-rules";

const isPasswordProblem = (code: string | undefined): code is PasswordProblem =>
  (passwordProblems as readonly string[]).includes(code ?? "");

/**
 * Name, e-mail and password; the server judges the password and explains a refusal. With an
 * invitation, the address is the invited one and cannot be changed.
 */
export function SignUpForm({ invitation }: { invitation?: { token: string; email: string } }) {
  const t = useTranslations("auth");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const email = invitation?.email ?? String(form.get("email") ?? "");
      const answer = await request<{ redirect?: string; verificationSent?: boolean }>("POST", "/api/session/sign-up", {
        name: String(form.get("name") ?? ""),
        email,
        password: String(form.get("password") ?? ""),
        ...(invitation && { invitation: invitation.token }),
      });
      if (answer.verificationSent) return setSentTo(email);
      window.location.assign(answer.redirect ?? "/onboarding");
    } catch (failure) {
      setPending(false);
      if (!(failure instanceof RequestError) || failure.code === "network_error")
        return setError(t("signIn.networkError"));
      const problem = failure.body.error.fields?.find((field) => field.path === "password")?.code;
      setError(isPasswordProblem(problem) ? t(`signUpForm.passwordProblems.${problem}`) : failure.message);
    }
  }

  if (sentTo) {
    return (
      <p role="status" className="rounded-2xl bg-primary-soft p-4 text-sm leading-relaxed">
        {t("signUpForm.checkEmail", { email: sentTo })}
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t("signUpForm.name")} name="name" autoComplete="name" required maxLength={100} />
      <TextField
        label={t("signUpForm.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        {...(invitation && { defaultValue: invitation.email, readOnly: true, "aria-readonly": true })}
      />
      <TextField
        label={t("signUpForm.password")}
        hint={t("signUpForm.passwordHint")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordRules.minLength}
        maxLength={passwordRules.maxLength}
      />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t("signUpForm.submitting") : t("signUpForm.submit")}
      </Button>
    </form>
  );
}
