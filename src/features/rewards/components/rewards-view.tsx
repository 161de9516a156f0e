import { Flame, Snowflake, Users, Zap } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import type { WeeklyRanking } from "../ranking";
import type { DailyPractice } from "../service";
import { BadgeGrid } from "./badge-grid";
import { Celebration } from "./celebration";
import { RankingPanel } from "./ranking-panel";
import { XpBar } from "./xp-bar";

/** /dashboard/rewards: XP and its level, the streak and its freezes, every badge, and the organization's ranking. */
export function RewardsView({
  practice,
  ranking,
}: {
  practice: DailyPractice;
  ranking: { organizationName: string; week: WeeklyRanking } | null;
}) {
  const t = useTranslations("practice.rewards");
  const { xp, streak } = practice;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("lead")} />
      {practice.toCelebrate.length > 0 && <Celebration badges={practice.toCelebrate} />}
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("xpTitle")}</h2>
          <p className="flex items-center gap-2">
            <Zap aria-hidden className="size-7 fill-amber-300 text-amber-500" />
            <span className="font-display text-3xl font-semibold" data-testid="xp-level">
              {t("xpLevel", { level: xp.level.level })}
            </span>
          </p>
          <XpBar
            into={xp.level.xpIntoLevel}
            needed={xp.level.xpForNextLevel}
            label={t("xpProgress", {
              into: xp.level.xpIntoLevel,
              needed: xp.level.xpForNextLevel,
              next: xp.level.level + 1,
            })}
          />
          <p className="text-sm text-muted-foreground">
            {t("xpProgress", { into: xp.level.xpIntoLevel, needed: xp.level.xpForNextLevel, next: xp.level.level + 1 })}
          </p>
          <p className="font-semibold" data-testid="xp-total">
            {t("xpTotal", { xp: xp.total })}
          </p>
          <p className="mt-auto text-xs text-muted-foreground">{t("xpHow")}</p>
        </Card>
        <Card className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("streakTitle")}</h2>
          <p className="flex items-center gap-2">
            <Flame
              aria-hidden
              className={streak.current > 0 ? "size-7 fill-orange-400 text-orange-500" : "size-7 text-muted-foreground"}
            />
            <span className="font-display text-3xl font-semibold" data-testid="streak-days">
              {t("streakCurrent", { count: streak.current })}
            </span>
          </p>
          <p className="text-sm font-medium">{t("streakLongest", { count: streak.longest })}</p>
          <p className="mt-auto text-xs text-muted-foreground">{t("streakHow", { timeZone: practice.timeZone })}</p>
        </Card>
        <Card className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("freezesTitle")}</h2>
          <p className="flex items-center gap-2">
            <Snowflake aria-hidden className="size-7 text-sky-500" />
            <span className="font-display text-3xl font-semibold tabular-nums">{streak.freezesAvailable}</span>
            <span className="text-sm text-muted-foreground">
              {t("freezesHeld", { count: streak.freezesAvailable })}
            </span>
          </p>
          <p className="text-sm font-medium">
            {streak.nextFreezeIn === null ? t("freezesFull") : t("freezesNext", { count: streak.nextFreezeIn })}
          </p>
          <p className="mt-auto text-xs text-muted-foreground">{t("freezesHow")}</p>
        </Card>
      </div>
      <BadgeGrid badges={practice.badges} levelReached={practice.standing.levelReached} />
      {ranking ? (
        <RankingPanel initial={ranking.week} organizationName={ranking.organizationName} />
      ) : (
        <p className="flex items-start gap-3 rounded-2xl border bg-card px-4 py-3 text-sm text-muted-foreground shadow-sm">
          <Users aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t("rankingNoOrg")}
        </p>
      )}
    </section>
  );
}
