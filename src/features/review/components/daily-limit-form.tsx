"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass, TextField } from "@/components/ui/text-field";
import { failureText, request } from "@/lib/request";

// The bounds of `dailyLimitSchema` (schemas.ts is shared with the server; the form keeps its own copy to stay client-only).
const MIN_CARDS = 10;
const MAX_CARDS = 200;

/** The most review cards a day (10–200); after an absence, the cards beyond it are spread over the next days. */
export function DailyLimitForm({ dailyLimit }: { dailyLimit: number }) {
  const t = useTranslations("practice.review");
  const [value, setValue] = useState(String(dailyLimit));
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      await request("POST", "/api/review/settings", { dailyLimit: Number(value) });
      setMessage({ text: t("saved"), error: false });
    } catch (failure) {
      setMessage({ text: failureText(failure, t("dailyLimitSaveFailed")), error: true });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      <TextField
        id="review-daily-limit"
        label={t("dailyLimit")}
        hint={t("dailyLimitHint")}
        name="dailyLimit"
        type="number"
        inputMode="numeric"
        required
        min={MIN_CARDS}
        max={MAX_CARDS}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${inputClass} max-w-40 tabular-nums`}
      />
      <p
        role={message?.error ? "alert" : "status"}
        className={
          message?.error ? "min-h-5 text-sm font-medium text-danger" : "min-h-5 text-sm font-medium text-primary"
        }
      >
        {message?.text}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {t("saveDailyLimit")}
      </Button>
    </form>
  );
}
