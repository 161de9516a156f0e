"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { request, RequestError } from "@/lib/request";

/** Ends another session of the person, then shows the list again from the server. */
export function RevokeSessionButton({ sessionId, label }: { sessionId: string; label: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function revoke() {
    setBusy(true);
    setError(null);
    try {
      await request("POST", "/api/account/sessions/revoke", { sessionId });
      startTransition(() => router.refresh());
    } catch (failure) {
      setError(
        failure instanceof RequestError && failure.code !== "network_error"
          ? failure.message
          : t("signIn.networkError"),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void revoke()}
        disabled={busy || pending}
        aria-label={`${t("sessions.revoke")} : ${label}`}
      >
        {busy || pending ? t("sessions.revoking") : t("sessions.revoke")}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
