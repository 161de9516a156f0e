"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";

/** Offered by the sign-in form when the address is not confirmed yet: sends the link again. */
export function ResendVerificationButton({ email }: { email: string }) {
  const t = useTranslations("security");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function resend() {
    setPending(true);
    setMessage(null);
    try {
      await request("POST", "/api/session/verify-email/resend", { email });
      setMessage(t("verifyEmail.resent"));
    } catch (failure) {
      setMessage(failureText(failure, t("networkError")));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="outline" onClick={() => void resend()} disabled={pending}>
        {pending ? t("verifyEmail.resending") : t("verifyEmail.resend")}
      </Button>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {message}
      </p>
    </div>
  );
}
