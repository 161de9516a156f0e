"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { request, RequestError } from "@/lib/request";
import { passwordProblems, passwordRules, type PasswordProblem } from "../password-rules";

const isPasswordProblem = (code: string | undefined): code is PasswordProblem =>
  (passwordProblems as readonly string[]).includes(code ?? "");

/** Current password, new password (judged by the server's policy), and whether to end the other sessions. */
export function PasswordChangeForm() {
  const t = useTranslations("auth");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: "saved" | "error"; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setMessage(null);
    try {
      await request("POST", "/api/account/password", {
        currentPassword: String(form.get("currentPassword") ?? ""),
        newPassword: String(form.get("newPassword") ?? ""),
        signOutOtherSessions: form.get("signOutOtherSessions") === "on",
      });
      formElement.reset();
      setMessage({ kind: "saved", text: t("passwordChange.changed") });
    } catch (failure) {
      if (!(failure instanceof RequestError) || failure.code === "network_error") {
        setMessage({ kind: "error", text: t("signIn.networkError") });
      } else {
        const problem = failure.body.error.fields?.find((field) => field.path === "newPassword")?.code;
        setMessage({
          kind: "error",
          text: isPasswordProblem(problem) ? t(`signUpForm.passwordProblems.${problem}`) : failure.message,
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-5">
      <TextField
        label={t("passwordChange.current")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label={t("passwordChange.new")}
        hint={t("signUpForm.passwordHint")}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordRules.minLength}
        maxLength={passwordRules.maxLength}
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="signOutOtherSessions"
          defaultChecked
          className="mt-0.5 size-4 accent-[var(--primary)]"
        />
        {t("passwordChange.signOutOthers")}
      </label>
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
        {pending ? t("passwordChange.submitting") : t("passwordChange.submit")}
      </Button>
    </form>
  );
}
