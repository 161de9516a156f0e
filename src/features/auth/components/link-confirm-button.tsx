"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { request, RequestError } from "@/lib/request";

/** Signs in with the link's token on a deliberate click (a POST), never on merely opening the page. */
export function LinkConfirmButton({ token, next }: { token: string; next?: string }) {
  const t = useTranslations("auth");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const { redirect } = await request<{ redirect: string }>("POST", "/api/session/link/confirm", { token, next });
      window.location.assign(redirect);
    } catch (failure) {
      setPending(false);
      setError(failure instanceof RequestError && failure.code !== "network_error" ? failure.message : t("signIn.networkError"));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" onClick={() => void confirm()} disabled={pending}>
        {pending ? t("signIn.submitting") : t("linkConfirm.submit")}
      </Button>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
