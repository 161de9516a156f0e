"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";

const MIN_PERCENT = 80;
const MAX_PERCENT = 95;

/** The desired retention of spaced review, 80–95 %, as a slider; FSRS schedules the next reviews with it. */
export function RetentionForm({ retention }: { retention: number }) {
  const t = useTranslations("practice.review");
  const [percent, setPercent] = useState(Math.round(retention * 100));
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      await request("POST", "/api/review/settings", { retention: percent / 100 });
      setMessage({ text: t("saved"), error: false });
    } catch (failure) {
      setMessage({ text: failureText(failure, t("saveFailed")), error: true });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between">
          <label htmlFor="review-retention" className="text-sm font-medium">
            {t("retention")}
          </label>
          <output htmlFor="review-retention" className="font-display text-xl font-semibold tabular-nums">
            {t("retentionValue", { percent })}
          </output>
        </div>
        <input
          id="review-retention"
          name="retention"
          type="range"
          min={MIN_PERCENT}
          max={MAX_PERCENT}
          step={1}
          value={percent}
          onChange={(event) => setPercent(Number(event.target.value))}
          aria-valuetext={t("retentionValue", { percent })}
          aria-describedby="review-retention-hint"
          className="w-full accent-[var(--color-primary)]"
        />
        <p id="review-retention-hint" className="text-sm text-muted-foreground">
          {t("retentionHint")}
        </p>
      </div>
      <p
        role={message?.error ? "alert" : "status"}
        className={
          message?.error ? "min-h-5 text-sm font-medium text-danger" : "min-h-5 text-sm font-medium text-primary"
        }
      >
        {message?.text}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {t("save")}
      </Button>
    </form>
  );
}
