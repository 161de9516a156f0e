"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";

/** Confirms the new address on a deliberate click (a POST), never on merely opening the link. */
export function EmailChangeConfirmButton({ token }: { token: string }) {
  const t = useTranslations("security");
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const { email } = await request<{ email: string }>("POST", "/api/account/email/confirm", { token });
      setDone(email);
    } catch (failure) {
      setError(failureText(failure, t("networkError")));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {done ? (
        <p role="status" className="font-medium text-primary">
          {t("emailConfirm.done", { email: done })}
        </p>
      ) : (
        <Button size="lg" className="self-start" onClick={() => void confirm()} disabled={pending}>
          {pending ? t("emailConfirm.submitting") : t("emailConfirm.submit")}
        </Button>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
      <Link
        href="/settings/profile/email"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("emailConfirm.back")}
      </Link>
    </div>
  );
}
