"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useClientValue } from "@/components/browser/use-client-value";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { failureText, request } from "@/lib/request";
import { coachTones } from "../schemas";
import type { CoachSummary, CoachTone } from "../types";

/** In localStorage: the tone picked for the coach's summary (listed in the privacy policy's cookies section). */
export const TONE_KEY = "madameai.pronunciation.tone";

const DEFAULT_TONE: CoachTone = "encouraging";

function savedTone(): CoachTone {
  const saved = window.localStorage.getItem(TONE_KEY);
  return coachTones.includes(saved as CoachTone) ? (saved as CoachTone) : DEFAULT_TONE;
}

/** The model's summary of an attempt, asked for on demand in the tone the learner prefers (remembered on this device). */
export function CoachSummaryPanel({ attemptId }: { attemptId: string }) {
  const t = useTranslations("pronunciation");
  // The server's HTML has the default; the tone saved on this device replaces it once in the browser.
  const saved = useClientValue(savedTone, DEFAULT_TONE);
  const [picked, setPicked] = useState<CoachTone | null>(null);
  const tone = picked ?? saved;
  const [summary, setSummary] = useState<CoachSummary | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = async () => {
    setLoading(true);
    setError(null);
    try {
      setSummary(await request<CoachSummary>("POST", "/api/pronunciation/summary", { attemptId, tone }));
    } catch (failure) {
      setError(failureText(failure, t("summary.failed")));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-3 rounded-2xl border bg-background p-4"
      data-testid="coach-summary"
    >
      <div className="flex flex-wrap items-end gap-3">
        <h3 id="summary-title" className="mr-auto flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden className="size-4 text-primary" />
          {t("summary.title")}
        </h3>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("summary.tone")}
          <select
            className="h-9 rounded-xl border bg-background px-3 text-sm"
            value={tone}
            onChange={(event) => {
              const chosen = event.target.value as CoachTone;
              setPicked(chosen);
              window.localStorage.setItem(TONE_KEY, chosen);
            }}
          >
            {coachTones.map((value) => (
              <option key={value} value={value}>
                {t(`summary.tones.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" onClick={() => void ask()} disabled={loading}>
          {loading ? t("summary.writing") : summary ? t("summary.again") : t("summary.ask")}
        </Button>
      </div>
      <ErrorNote>{error}</ErrorNote>
      {summary && (
        <div className="flex flex-col gap-3 text-sm" aria-live="polite">
          {summary.priorities.length > 0 && (
            <div>
              <h4 className="font-semibold">{t("summary.priorities")}</h4>
              <ol className="ml-5 list-decimal">
                {summary.priorities.map((item) => (
                  <li key={item.family} data-priority={item.family}>
                    <strong>{t("summary.priority", { sound: t(`families.${item.family}`), score: item.score })}</strong>{" "}
                    {item.advice}
                  </li>
                ))}
              </ol>
            </div>
          )}
          {summary.wentWell.length > 0 && (
            <div>
              <h4 className="font-semibold">{t("summary.wentWell")}</h4>
              <ul className="ml-5 list-disc">
                {summary.wentWell.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          )}
          {summary.nextMilestone && (
            <p>
              <strong>{t("summary.nextMilestone")}</strong> {summary.nextMilestone}
            </p>
          )}
          <p className="text-xs text-muted-foreground">{t("summary.byModel")}</p>
        </div>
      )}
    </section>
  );
}
