"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { CheckoutButton } from "./checkout-button";

const MAX_SEATS = 10000;

/** An admin picks how many seats to buy (at least the seats already taken), then pays in Checkout. */
export function SeatCheckout({
  initialSeats,
  display,
}: {
  initialSeats: number;
  display: "popup" | "redirect" | "embedded";
}) {
  const t = useTranslations("billing.checkout");
  const [seats, setSeats] = useState(initialSeats);
  return (
    <div className="flex flex-col gap-3 sm:max-w-xs">
      <TextField
        label={t("seatsLabel")}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SEATS}
        value={seats}
        onChange={(event) => setSeats(Math.min(MAX_SEATS, Math.max(1, Math.floor(Number(event.target.value) || 1))))}
      />
      <CheckoutButton
        body={{ plan: "company-seats", seats }}
        label={t("buySeats", { count: seats })}
        display={display}
      />
    </div>
  );
}
