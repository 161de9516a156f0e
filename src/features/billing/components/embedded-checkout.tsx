"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ErrorNote } from "@/components/ui/error-note";

/**
 * Stripe Checkout inside the page (FLAG_EMBEDDED_CHECKOUT): Stripe.js is loaded from Stripe only
 * here, and only then; when the payment completes Stripe brings the page to the return address.
 */
export function EmbeddedCheckout({ clientSecret, publishableKey }: { clientSecret: string; publishableKey: string }) {
  const t = useTranslations("billing.checkout");
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe = await loadStripe(publishableKey);
      if (!stripe || cancelled || !container.current) return;
      const checkout = await stripe.createEmbeddedCheckoutPage({ clientSecret });
      if (cancelled) return checkout.destroy();
      checkout.mount(container.current);
      destroy = () => checkout.destroy();
    })().catch(() => setFailed(true));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [clientSecret, publishableKey]);

  return (
    <div className="flex w-full flex-col gap-3">
      <ErrorNote>{failed ? t("embeddedFailed") : null}</ErrorNote>
      <div ref={container} aria-label={t("embeddedLabel")} role="region" className="min-h-96 w-full" />
    </div>
  );
}
