import { ArrowLeft, CalendarCheck, CalendarClock } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import type { ReviewOverview } from "../overview";
import { ReviewPlanSummary, useDayNames } from "./review-plan";

/**
 * No session to open: today's limit is reached (said plainly, with when the next cards come and
 * any backlog's spread), or nothing is due (when the next card comes back, or how cards come to exist).
 */
export function ReviewEmpty({ overview }: { overview: ReviewOverview }) {
  const t = useTranslations("practice.review");
  const format = useFormatter();
  const dayNames = useDayNames();
  const { plan, timeZone } = overview;
  const limitReached = plan.allowance === 0 && plan.waiting > 0;
  const next =
    overview.nextDue &&
    format.dateTime(new Date(overview.nextDue), {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
  const nextDay = plan.next && dayNames.long(plan.next.day);
  const Icon = limitReached ? CalendarClock : CalendarCheck;
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-5 py-16 text-center">
      <span aria-hidden className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-9" />
      </span>
      <h1 className="font-display text-3xl font-semibold tracking-tight">
        {limitReached ? t("limitTitle") : t("emptyTitle")}
      </h1>
      {limitReached ? (
        <div className="flex flex-col items-center gap-4">
          <p className="text-lg text-muted-foreground">
            {t("limitText", { limit: plan.dailyLimit })}{" "}
            {plan.next && nextDay && t("limitNext", { day: nextDay, count: plan.next.count })}
          </p>
          <ReviewPlanSummary overview={overview} />
        </div>
      ) : (
        <p className="text-lg text-muted-foreground">{next ? t("emptyNext", { date: next }) : t("emptyNone")}</p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/dashboard" className={buttonVariants({ size: "lg" })}>
          <ArrowLeft aria-hidden />
          {t("backToDashboard")}
        </Link>
        <Link href="/dashboard/course" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {t("emptyCourse")}
        </Link>
      </div>
    </div>
  );
}
