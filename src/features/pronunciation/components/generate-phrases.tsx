"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { failureText, request } from "@/lib/request";
import type { GenerationResult } from "../types";

/**
 * "Phrases for my job": asks the server for phrases written for the learner's work, then says
 * how many were kept and how many the checks dropped. `onGenerated` shows the new ones.
 */
export function GeneratePhrases({ onGenerated, refreshing }: { onGenerated: () => void; refreshing: boolean }) {
  const t = useTranslations("pronunciation");
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<GenerationResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const generate = async () => {
    setWorking(true);
    setError(null);
    setOutcome(null);
    try {
      const result = await request<GenerationResult>("POST", "/api/pronunciation/phrases");
      setOutcome(result);
      if (result.phrases.length > 0) onGenerated();
    } catch (failure) {
      setError(failureText(failure, t("generate.failed")));
    } finally {
      setWorking(false);
    }
  };

  const busy = working || refreshing;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void generate()} disabled={busy}>
          <Sparkles aria-hidden />
          {t("generate.button")}
        </Button>
        <p className="text-sm text-muted-foreground">{t("generate.help")}</p>
      </div>
      <p role="status" className="text-sm font-medium">
        {busy
          ? t("generate.working")
          : outcome &&
            (outcome.phrases.length === 0
              ? t("generate.none")
              : `${t("generate.added", { count: outcome.phrases.length })} ${t("generate.dropped", { count: outcome.dropped })}`)}
      </p>
      <ErrorNote>{error}</ErrorNote>
    </div>
  );
}
