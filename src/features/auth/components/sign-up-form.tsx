"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { request, RequestError } from "@/lib/request";
import { passwordProblems, passwordRules, type PasswordProblem } from "../password-rules";
import { inputClass } from "./input-class";

const isPasswordProblem = (code: string | undefined): code is PasswordProblem => (passwordProblems as readonly string[]).includes(code ?? "");

/** Name, e-mail and password; the server judges the password and explains a refusal. */
export function SignUpForm() {
  const t = useTranslations("auth");
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const { redirect } = await request<{ redirect: string }>("POST", "/api/session/sign-up", {
        name: String(form.get("name") ?? ""),
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      window.location.assign(redirect);
    } catch (failure) {
      setPending(false);
      if (!(failure instanceof RequestError) || failure.code === "network_error") return setError(t("signIn.networkError"));
      const problem = failure.body.error.fields?.find((field) => field.path === "password")?.code;
      setError(isPasswordProblem(problem) ? t(`signUpForm.passwordProblems.${problem}`) : failure.message);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="name" className="text-sm font-medium">
          {t("signUpForm.name")}
        </label>
        <input id="name" name="name" autoComplete="name" required maxLength={100} className={inputClass} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="email" className="text-sm font-medium">
          {t("signUpForm.email")}
        </label>
        <input id="email" name="email" type="email" autoComplete="email" required className={inputClass} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="password" className="text-sm font-medium">
          {t("signUpForm.password")}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={passwordRules.minLength}
          maxLength={passwordRules.maxLength}
          aria-describedby={hintId}
          className={inputClass}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("signUpForm.passwordHint")}
        </p>
      </div>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t("signUpForm.submitting") : t("signUpForm.submit")}
      </Button>
    </form>
  );
}
