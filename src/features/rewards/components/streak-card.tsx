import { Flame, Snowflake } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Streak } from "../streak";

/** The streak in days, what today needs, and the freezes held. */
export function StreakCard({ streak, frozenYesterday }: { streak: Streak; frozenYesterday: boolean }) {
  const t = useTranslations("practice.dashboard");
  const message = streak.practicedToday ? t("streakToday") : streak.current > 0 ? t("streakKeep") : t("streakStart");
  return (
    <Card className="flex flex-col gap-3" data-testid="streak-card">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("streakTitle")}</h2>
      <p className="flex items-center gap-3">
        <Flame
          aria-hidden
          className={cn(
            "size-10 shrink-0",
            streak.current > 0 ? "fill-orange-400 text-orange-500" : "text-muted-foreground",
          )}
        />
        <span className="font-display text-3xl font-semibold tabular-nums" data-testid="streak-days">
          {t("streakDays", { count: streak.current })}
        </span>
      </p>
      <p className="text-sm text-muted-foreground">{message}</p>
      {frozenYesterday && (
        <p className="rounded-xl bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          {t("frozeYesterday")}
        </p>
      )}
      <p className="flex items-center gap-2 text-sm">
        <Snowflake aria-hidden className="size-4 text-sky-500" />
        {t("freezes", { count: streak.freezesAvailable })}
      </p>
    </Card>
  );
}
