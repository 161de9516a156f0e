"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";

/** Opens Stripe's billing portal (card, invoices, seats, cancellation) in this tab; it comes back here. */
export function PortalButton({ payer, label }: { payer: "individual" | "organization"; label: string }) {
  const errors = useTranslations("errors");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setPending(true);
    setError(null);
    try {
      const { url } = await request<{ url: string }>("POST", "/api/stripe/portal", { payer });
      window.location.assign(url);
    } catch (failure) {
      setPending(false);
      setError(failureText(failure, errors("network")));
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" onClick={() => void open()} disabled={pending}>
        {label}
      </Button>
      <FormMessage message={error ? { kind: "error", text: error } : null} />
    </div>
  );
}
