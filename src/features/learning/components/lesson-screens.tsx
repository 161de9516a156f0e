"use client";

import { ArrowRight, Map as MapIcon, PartyPopper, RotateCcw, Target, Timer, Zap } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { LessonSummary, PlayerState } from "../player-types";

export const COURSE_HREF = "/dashboard/course";

/** Between the first round and the retries: the missed exercises come back once. */
export function RetryIntro({
  count,
  onStart,
  ref,
}: {
  count: number;
  onStart: () => void;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations("learning");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-5 py-10 text-center">
      <span
        aria-hidden
        className="grid size-20 place-items-center rounded-full bg-accent-soft text-accent [&_svg]:size-9"
      >
        <RotateCcw />
      </span>
      <h2
        ref={ref}
        tabIndex={-1}
        className="font-display text-3xl font-semibold tracking-tight text-balance outline-none"
      >
        {t("retry.title")}
      </h2>
      <p className="max-w-md text-muted-foreground">{t("retry.lead", { count })}</p>
      <Button type="button" size="lg" onClick={onStart} className="mt-2 w-full sm:w-auto sm:min-w-48">
        {t("retry.start")}
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}

/** The end of the lesson: first-round accuracy, time, XP, and where to go next. */
export function LessonEnd({
  kind = "lesson",
  summary,
  nextLessonHref,
  exit,
  ref,
}: {
  kind?: PlayerState["kind"];
  summary: LessonSummary | null;
  nextLessonHref: string | null;
  exit?: { href: string; label: string };
  ref?: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations("learning");
  const format = useFormatter();
  const test = summary?.passed !== undefined;
  const title =
    kind === "review"
      ? t("summary.reviewTitle")
      : !test
        ? t("summary.title")
        : summary?.passed
          ? t("unitTest.passedTitle")
          : t("unitTest.failedTitle");
  const cheer = !summary
    ? null
    : test
      ? summary.passed
        ? t("unitTest.passedLead")
        : t("unitTest.failedLead")
      : summary.accuracy >= 0.9
        ? t("summary.great")
        : summary.accuracy >= 0.7
          ? t("summary.good")
          : t("summary.keepGoing");
  return (
    <div className="flex flex-1 flex-col items-center gap-6 py-8 text-center">
      <span
        aria-hidden
        className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary motion-safe:animate-[bounce_1s_ease-in-out_2] [&_svg]:size-9"
      >
        {test && !summary?.passed ? <Target /> : <PartyPopper />}
      </span>
      <div className="flex flex-col gap-2">
        <h2
          ref={ref}
          tabIndex={-1}
          className="font-display text-3xl font-semibold tracking-tight outline-none sm:text-4xl"
        >
          {title}
        </h2>
        {cheer && <p className="text-lg text-muted-foreground">{cheer}</p>}
      </div>
      {summary && (
        <dl className={cn("grid w-full gap-2 sm:gap-4", summary.xp > 0 ? "grid-cols-3" : "grid-cols-2")}>
          <Stat
            icon={<Target />}
            label={t("summary.accuracy")}
            value={format.number(summary.accuracy, { style: "percent", maximumFractionDigits: 0 })}
            detail={
              test
                ? t("unitTest.accuracyDetail", { correct: summary.correct, answered: summary.answered })
                : t("summary.accuracyDetail", { correct: summary.correct, answered: summary.answered })
            }
          />
          <Stat
            icon={<Timer />}
            label={t("summary.time")}
            // Whole minutes from one minute on: seconds would not fit a phone's third of the width, nor matter.
            value={t("summary.duration", {
              minutes: summary.durationSeconds < 60 ? 0 : Math.round(summary.durationSeconds / 60),
              seconds: summary.durationSeconds,
            })}
          />
          {/* A lesson always earns XP; only the trial of /try, which has no account to earn it, has none to show. */}
          {summary.xp > 0 && (
            <Stat icon={<Zap />} label={t("summary.xp")} value={t("summary.xpValue", { xp: summary.xp })} />
          )}
        </dl>
      )}
      <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <Button asChild variant={nextLessonHref ? "outline" : "primary"} size="lg">
          <Link href={exit?.href ?? COURSE_HREF}>
            <MapIcon aria-hidden />
            {exit?.label ?? t("summary.backToCourse")}
          </Link>
        </Button>
        {nextLessonHref && (
          <Button asChild size="lg">
            <Link href={nextLessonHref}>
              {t("summary.nextLesson")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}

function Stat({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string; detail?: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1 rounded-2xl border bg-card px-2 py-4 shadow-sm sm:px-4">
      <span aria-hidden className="text-primary [&_svg]:size-5">
        {icon}
      </span>
      <dt className="order-last text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
      {detail && <dd className="order-last text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}
