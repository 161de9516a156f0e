"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { failureText, request, RequestError } from "@/lib/request";

/** Second step of a sign-in: the app's 6-digit code, or (switching) one of the recovery codes. */
export function TwoFactorSignInForm({ next }: { next?: string }) {
  const t = useTranslations("security");
  const [method, setMethod] = useState<"totp" | "recovery">("totp");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; expired: boolean } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setPending(true);
    setError(null);
    try {
      const { redirect } = await request<{ redirect: string }>("POST", "/api/session/two-factor", {
        method,
        code,
        next,
      });
      window.location.assign(redirect);
    } catch (failure) {
      setPending(false);
      setError({
        text: failureText(failure, t("networkError")),
        expired: failure instanceof RequestError && failure.code === "two_factor_expired",
      });
    }
  }

  const totp = method === "totp";
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        {totp ? t("signInCode.description") : t("signInCode.recoveryDescription")}
      </p>
      <form key={method} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={totp ? t("signInCode.code") : t("signInCode.recoveryCode")}
          name="code"
          autoComplete="one-time-code"
          inputMode={totp ? "numeric" : "text"}
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={totp ? 7 : 32}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- this step of the sign-in asks for this code and nothing else (the field's label says so), and the person comes here straight from the password
          autoFocus
        />
        <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
          {error?.text}
        </p>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t("signInCode.submitting") : t("signInCode.submit")}
        </Button>
      </form>
      <div className="flex flex-col gap-2 border-t pt-4 text-sm">
        <Button
          variant="link"
          className="h-auto self-start p-0"
          onClick={() => {
            setMethod(totp ? "recovery" : "totp");
            setError(null);
          }}
        >
          {totp ? t("signInCode.useRecovery") : t("signInCode.useApp")}
        </Button>
        {error?.expired && (
          <Link href="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("signInCode.backToSignIn")}
          </Link>
        )}
      </div>
    </div>
  );
}
