"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState, useTransition } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";
import type { CheckoutStart } from "../checkout";
import { CHECKOUT_MESSAGE, CHECKOUT_WINDOW, type CheckoutMessage } from "./checkout-window";
import { EmbeddedCheckout } from "./embedded-checkout";

type Outcome = CheckoutMessage["outcome"] | "closed";

/**
 * Starts Stripe Checkout. In popup mode (the default) Checkout opens in a small window over the
 * page, which learns the result when that window closes and re-reads the subscription; with popups
 * blocked, or in redirect mode, the page itself goes to Checkout and comes back.
 * Once the plan is live the page renders it `purchased`: the button goes, and the outcome just
 * reported stays (the re-read page may arrive before or after Stripe's webhook is processed).
 */
export function CheckoutButton({
  body,
  label,
  display,
  purchased = false,
}: {
  body: { plan: string; seats?: number };
  label: string;
  display: "popup" | "redirect" | "embedded";
  purchased?: boolean;
}) {
  const t = useTranslations("billing.checkout");
  const errors = useTranslations("errors");
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [embedded, setEmbedded] = useState<{ clientSecret: string; publishableKey: string } | null>(null);
  const watcher = useRef<number | null>(null);

  const onCheckoutMessage = useEffectEvent((event: MessageEvent<CheckoutMessage>) => {
    if (event.origin === window.location.origin && event.data?.type === CHECKOUT_MESSAGE && watcher.current !== null)
      finish(event.data.outcome);
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent<CheckoutMessage>) => onCheckoutMessage(event);
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      if (watcher.current !== null) window.clearInterval(watcher.current);
    };
  }, []);

  function finish(result: Outcome) {
    if (watcher.current !== null) window.clearInterval(watcher.current);
    watcher.current = null;
    setWaiting(false);
    setOutcome(result);
    startTransition(() => router.refresh());
  }

  /**
   * The popup reports its outcome and then closes itself, but the browser may let this page see it
   * closed before the report arrives; a window seen closed twice in a row (400 ms apart) was closed
   * by the person without paying.
   */
  function watch(popup: Window) {
    let seenClosed = 0;
    watcher.current = window.setInterval(() => {
      if (popup.closed && ++seenClosed === 2) finish("closed");
    }, 400);
  }

  async function start() {
    setError(null);
    setOutcome(null);
    // Opened before the request, while the click still counts as the person's: browsers block popups opened later.
    const popup =
      display === "popup" ? window.open("about:blank", CHECKOUT_WINDOW, "popup,width=520,height=760") : null;
    setWaiting(true);
    try {
      const started = await request<CheckoutStart>("POST", "/api/stripe/checkout", body);
      if (started.display === "embedded") {
        setEmbedded(started);
        setWaiting(false);
      } else if (popup?.closed) {
        finish("closed");
      } else if (popup) {
        popup.location.href = started.url;
        watch(popup);
      } else {
        window.location.assign(started.url);
      }
    } catch (failure) {
      popup?.close();
      setWaiting(false);
      setError(failureText(failure, errors("network")));
    }
  }

  if (embedded) return <EmbeddedCheckout {...embedded} />;
  const message = error
    ? { kind: "error" as const, text: error }
    : outcome
      ? { kind: "done" as const, text: t(`outcome.${outcome}`) }
      : null;
  if (purchased) return message ? <FormMessage message={message} /> : null;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={() => void start()} disabled={waiting || refreshing}>
        {waiting ? t("waiting") : label}
      </Button>
      {waiting && display === "popup" && <p className="text-sm text-muted-foreground">{t("popupHint")}</p>}
      <FormMessage message={message} />
    </div>
  );
}
