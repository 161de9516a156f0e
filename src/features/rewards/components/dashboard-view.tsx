import { ArrowRight, Compass, MessageCircle, Mic, Play, Users, Zap } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isExternal } from "@/config/links";
import type { SpeakingEstimate } from "@/features/pronunciation";
import { PageHeader } from "@/components/ui/page-header";
import type { DailyPractice } from "../service";
import { Celebration } from "./celebration";
import { SkillLevels } from "./skill-levels";
import { StreakCard } from "./streak-card";
import { TodayPlan } from "./today-plan";
import { WeekChart } from "./week-chart";
import { XpBar } from "./xp-bar";

/** /dashboard: today's plan first, then the streak, level, week and XP, a track's card when one is offered (`trackCard`), and the other ways to practise (the weekly group call at `groupCallHref`). */
export function DashboardView({
  practice,
  speaking,
  firstName,
  groupCallHref,
  trackCard = null,
}: {
  practice: DailyPractice;
  speaking: SpeakingEstimate;
  firstName: string;
  groupCallHref: string;
  trackCard?: ReactNode;
}) {
  const t = useTranslations("practice.dashboard");
  const { xp } = practice;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader
        title={t("greeting", { name: firstName })}
        description={t("lead", { course: practice.standing.courseTitle })}
      />
      {practice.toCelebrate.length > 0 && <Celebration badges={practice.toCelebrate} />}
      {!practice.started && <Welcome firstLessonId={practice.standing.nextLesson?.id ?? null} />}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        {practice.started && (
          <div className="flex flex-col gap-4 lg:col-span-2">
            <TodayPlan practice={practice} />
            <Card className="flex flex-col gap-4">
              <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("weekTitle")}</h2>
              <WeekChart week={practice.week} />
            </Card>
          </div>
        )}
        <div className={practice.started ? "flex flex-col gap-4" : "grid gap-4 lg:col-span-3 lg:grid-cols-3"}>
          <StreakCard streak={practice.streak} frozenYesterday={practice.frozenYesterday !== null} />
          <Card className="flex flex-col gap-3" data-testid="xp-card">
            <p className="flex items-center gap-2">
              <Zap aria-hidden className="size-6 fill-amber-300 text-amber-500" />
              <span className="font-display text-2xl font-semibold">{t("xpTitle", { level: xp.level.level })}</span>
            </p>
            <XpBar
              into={xp.level.xpIntoLevel}
              needed={xp.level.xpForNextLevel}
              label={t("xpNext", { xp: xp.level.xpForNextLevel - xp.level.xpIntoLevel, level: xp.level.level + 1 })}
            />
            <p className="text-sm text-muted-foreground">
              {t("xpNext", { xp: xp.level.xpForNextLevel - xp.level.xpIntoLevel, level: xp.level.level + 1 })} ·{" "}
              <span data-testid="xp-total">{t("xpTotal", { xp: xp.total })}</span>
            </p>
            <Link
              href="/dashboard/rewards"
              className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t("seeRewards")}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Card>
          <SkillLevels placement={practice.standing.placement} speaking={speaking} />
        </div>
      </div>
      {trackCard}
      <section aria-labelledby="shortcuts-title" className="flex flex-col gap-3">
        <h2 id="shortcuts-title" className="font-display text-xl font-semibold">
          {t("shortcutsTitle")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Shortcut href="/madameai" icon={<MessageCircle />} title={t("tutorTitle")} text={t("tutorText")} />
          <Shortcut
            href="/pronunciation"
            icon={<Mic />}
            title={t("pronunciationTitle")}
            text={t("pronunciationText")}
          />
          <Shortcut
            href={groupCallHref}
            icon={<Users />}
            title={t("groupCallTitle")}
            text={t("groupCallText")}
            newTab={isExternal(groupCallHref) ? t("newTab") : null}
          />
        </div>
      </section>
    </section>
  );
}

function Welcome({ firstLessonId }: { firstLessonId: string | null }) {
  const t = useTranslations("practice.dashboard");
  return (
    <Card className="flex flex-col gap-4 border-2 border-primary/40 bg-primary-soft/50">
      <h2 className="font-display text-2xl font-semibold tracking-tight">{t("emptyTitle")}</h2>
      <p className="max-w-2xl text-muted-foreground">{t("emptyText")}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/placement" className={buttonVariants({ size: "lg" })}>
          <Compass aria-hidden />
          {t("emptyPlacement")}
        </Link>
        {firstLessonId && (
          <Link
            href={`/lesson/${encodeURIComponent(firstLessonId)}`}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            <Play aria-hidden />
            {t("emptyFirstLesson")}
          </Link>
        )}
      </div>
    </Card>
  );
}

/** `newTab`: the words that say so, for a link that leaves the product (opened without our window as opener). */
function Shortcut({
  href,
  icon,
  title,
  text,
  newTab = null,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  text: string;
  newTab?: string | null;
}) {
  const Anchor = newTab ? "a" : Link;
  return (
    <Anchor
      href={href}
      {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
      className="group flex items-center gap-4 rounded-[var(--radius-card)] border bg-card p-5 shadow-sm transition-colors hover:border-primary/60"
    >
      <span
        aria-hidden
        className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent [&_svg]:size-6"
      >
        {icon}
      </span>
      <span className="flex flex-1 flex-col">
        <span className="font-semibold">
          {title}
          {newTab && <span className="sr-only"> ({newTab})</span>}
        </span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
      <ArrowRight
        aria-hidden
        className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Anchor>
  );
}
