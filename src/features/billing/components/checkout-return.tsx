"use client";

import { useEffect } from "react";
import { CHECKOUT_MESSAGE, CHECKOUT_WINDOW, type CheckoutMessage } from "./checkout-window";

/**
 * On the page Checkout returns to: inside the popup, tell the page that opened it how it went and
 * close; in a normal tab (redirect mode, or popups blocked) do nothing, the page says it.
 */
export function CheckoutReturn({ outcome }: { outcome: CheckoutMessage["outcome"] }) {
  useEffect(() => {
    if (window.name !== CHECKOUT_WINDOW || !window.opener) return;
    const message: CheckoutMessage = { type: CHECKOUT_MESSAGE, outcome };
    (window.opener as Window).postMessage(message, window.location.origin);
    window.close();
  }, [outcome]);
  return null;
}
