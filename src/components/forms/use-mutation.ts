"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { failureText } from "@/lib/request";

/**
 * Runs one API call for an admin control, then re-renders the page from the server. Keeps the
 * pending flag and the message (the server's localized error, or `success`) for the control.
 */
export function useMutation() {
  const t = useTranslations("errors");
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<{ kind: "done" | "error"; text: string } | null>(null);

  async function run(call: () => Promise<unknown>, success?: string): Promise<boolean> {
    setRunning(true);
    setMessage(null);
    try {
      await call();
      if (success) setMessage({ kind: "done", text: success });
      startTransition(() => router.refresh());
      return true;
    } catch (failure) {
      setMessage({ kind: "error", text: failureText(failure, t("network")) });
      return false;
    } finally {
      setRunning(false);
    }
  }

  return { run, pending: running || refreshing, message };
}
