import { ArrowRight, BookOpen, Layers, Target } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ReviewPlanSummary } from "@/features/review";
import type { DailyPractice } from "../service";
import { GoalRing } from "./goal-ring";

/** Today's plan: the daily goal ring, the lesson to continue, the reviews due. The page's main actions. */
export function TodayPlan({ practice }: { practice: DailyPractice }) {
  const t = useTranslations("practice.dashboard");
  const format = useFormatter();
  const { today, standing, review } = practice;
  const left = Math.max(0, today.goalMinutes - today.minutes);
  const goalText = left === 0 ? t("goalDone") : t("goalLeft", { minutes: left });
  const limitReached = review.plan.allowance === 0 && review.plan.waiting > 0;
  const reviewTitle =
    review.dueNow > 0
      ? t("reviewsDue", { count: review.dueNow })
      : limitReached
        ? t("reviewLimitReached", { limit: review.plan.dailyLimit })
        : review.total > 0
          ? t("reviewNone")
          : t("reviewEmpty");
  const nextDue =
    review.nextDue &&
    format.dateTime(new Date(review.nextDue), {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZone: practice.timeZone,
    });

  return (
    <Card className="flex flex-col gap-6">
      <div className="flex items-center gap-5">
        <GoalRing
          minutes={today.minutes}
          goal={today.goalMinutes}
          label={`${t("goalLabel")} : ${t("goalValue", { minutes: today.minutes, goal: today.goalMinutes })}`}
        />
        <div className="flex flex-col gap-1">
          <h2 id="plan-title" className="font-display text-2xl font-semibold tracking-tight">
            {t("planTitle")}
          </h2>
          <p className="flex items-center gap-2 text-sm font-medium">
            <Target aria-hidden className="size-4 text-primary" />
            {t("goalLabel")} · {t("goalValue", { minutes: today.minutes, goal: today.goalMinutes })}
          </p>
          <p className="text-sm text-muted-foreground">{goalText}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-3">
        <PlanRow
          icon={<BookOpen />}
          label={t("continueLabel")}
          title={standing.nextLesson?.title ?? t("courseDone")}
          detail={
            standing.nextLesson &&
            t("continueDetail", { unit: standing.nextLesson.unitTitle, level: standing.nextLesson.level })
          }
        >
          {standing.nextLesson && (
            <Link
              href={`/lesson/${encodeURIComponent(standing.nextLesson.id)}`}
              className={buttonVariants({ size: "md" })}
            >
              {t("continue")}
              <ArrowRight aria-hidden />
            </Link>
          )}
        </PlanRow>
        <PlanRow
          icon={<Layers />}
          label={t("reviewLabel")}
          title={reviewTitle}
          // At the limit, the plan below says which days bring the next cards.
          detail={review.dueNow === 0 && !limitReached && nextDue ? t("reviewNext", { date: nextDue }) : null}
          footer={review.plan.spread.length > 0 && <ReviewPlanSummary overview={review} />}
        >
          {review.dueNow > 0 && (
            <Link
              href="/dashboard/review"
              className={buttonVariants({ variant: standing.nextLesson ? "outline" : "primary", size: "md" })}
            >
              {t("reviewStart")}
            </Link>
          )}
        </PlanRow>
      </ul>
    </Card>
  );
}

/** `footer` takes the row's full width below it (the review backlog's plan). */
function PlanRow({
  icon,
  label,
  title,
  detail,
  footer,
  children,
}: {
  icon: ReactNode;
  label: string;
  title: string;
  detail?: string | null;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border bg-background/60 p-4">
      <span
        aria-hidden
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-1 basis-48 flex-col">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</span>
        <span className="font-semibold">{title}</span>
        {detail && <span className="text-sm text-muted-foreground">{detail}</span>}
      </div>
      {children}
      {footer && <div className="basis-full">{footer}</div>}
    </li>
  );
}
