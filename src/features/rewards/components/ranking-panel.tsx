"use client";

import { Trophy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { failureText, request } from "@/lib/request";
import type { WeeklyRanking } from "../ranking";

/**
 * The organization's ranking of the week, and the learner's choice to appear in it. Absent by
 * default; joining or leaving takes effect at once and the list shown is the server's answer.
 */
export function RankingPanel({ initial, organizationName }: { initial: WeeklyRanking; organizationName: string }) {
  const t = useTranslations("practice.rewards");
  const [ranking, setRanking] = useState(initial);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const choose = async (join: boolean) => {
    setPending(true);
    setMessage(null);
    try {
      setRanking(await request<WeeklyRanking>("POST", "/api/rewards/ranking", { join }));
      setMessage({ text: join ? t("rankingJoined") : t("rankingLeft"), error: false });
    } catch (failure) {
      setMessage({ text: failureText(failure, t("rankingFailed")), error: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="ranking-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id="ranking-title" className="flex items-center gap-2 font-display text-2xl font-semibold tracking-tight">
          <Trophy aria-hidden className="size-6 text-amber-500" />
          {t("rankingTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t("rankingLead", { organization: organizationName, timeZone: ranking.timeZone })}
        </p>
        <p className="text-sm text-muted-foreground">{t("rankingPrivacy")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={ranking.joined ? "outline" : "primary"}
          disabled={pending}
          onClick={() => void choose(!ranking.joined)}
        >
          {ranking.joined ? t("rankingLeave") : t("rankingJoin")}
        </Button>
        <p
          role="status"
          className={cn("text-sm", message?.error ? "font-medium text-danger" : "text-muted-foreground")}
        >
          {message?.text}
        </p>
      </div>
      {ranking.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("rankingEmpty")}</p>
      ) : (
        <ol aria-label={t("rankingTitle")} className="flex flex-col divide-y rounded-2xl border" data-testid="ranking">
          {ranking.entries.map((entry, index) => (
            <li
              key={`${entry.name}-${index}`}
              className={cn("flex items-center gap-3 px-4 py-3", entry.you && "bg-primary-soft/60")}
            >
              <span
                className={cn(
                  "w-10 font-display text-lg font-semibold tabular-nums",
                  entry.rank === 1 ? "text-amber-700 dark:text-amber-300" : "text-muted-foreground",
                )}
              >
                {entry.rank === 1 ? t("rankingFirst") : t("rankingRank", { rank: entry.rank })}
              </span>
              <span className="flex-1 font-medium">
                {entry.name}
                {entry.you && (
                  <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                    {t("rankingYou")}
                  </span>
                )}
              </span>
              <span className="font-semibold tabular-nums">{t("rankingXp", { xp: entry.xp })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
