import { ArrowLeft, CalendarCheck } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import type { ReviewOverview } from "../service";

/** Nothing due: when the next card comes back, or how cards come to exist. */
export function ReviewEmpty({ overview, timeZone }: { overview: ReviewOverview; timeZone: string }) {
  const t = useTranslations("practice.review");
  const format = useFormatter();
  const next = overview.nextDue && format.dateTime(new Date(overview.nextDue), { weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit", timeZone });
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-5 py-16 text-center">
      <span aria-hidden className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary">
        <CalendarCheck className="size-9" />
      </span>
      <h1 className="font-display text-3xl font-semibold tracking-tight">{t("emptyTitle")}</h1>
      <p className="text-lg text-muted-foreground">{next ? t("emptyNext", { date: next }) : t("emptyNone")}</p>
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
