import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { LocalDay } from "@/lib/days";
import type { ReviewOverview } from "../overview";

/** Days listed one by one; a longer spread is summed up by its end date. */
const DAYS_LISTED = 7;

/**
 * A local day named with its weekday, long ("jeudi 3 décembre") or short ("jeu. 3 déc."). A local
 * day has no time zone left: noon UTC names the same date everywhere. French writes the first of
 * the month as an ordinal, "1er", which Intl does not.
 */
export function useDayNames(): { long: (day: LocalDay) => string; short: (day: LocalDay) => string } {
  const format = useFormatter();
  const locale = useLocale();
  const name = (day: LocalDay, width: "long" | "short") => {
    const text = format.dateTime(new Date(`${day}T12:00:00Z`), {
      weekday: width,
      day: "numeric",
      month: width,
      timeZone: "UTC",
    });
    return locale.startsWith("fr") ? text.replace(/(^|\s)1 (?=\p{L})/u, (_, before: string) => `${before}1er `) : text;
  };
  return { long: (day) => name(day, "long"), short: (day) => name(day, "short") };
}

/**
 * After an absence, how the cards beyond today's limit are spread: "today N, then about X a day
 * until <date>", and the next days with their counts. Nothing when no card waits. Shown on the
 * dashboard and on the review screen, from the same overview.
 */
export function ReviewPlanSummary({ overview }: { overview: Pick<ReviewOverview, "plan"> }) {
  const t = useTranslations("practice.review");
  const { long: longDay, short: shortDay } = useDayNames();
  const { plan } = overview;
  const last = plan.spread.at(-1);
  if (!last) return null;
  const sentence =
    plan.spread.length === 1
      ? t("planOneDay", { today: plan.today, count: last.count, day: longDay(last.day) })
      : t("planSpread", { today: plan.today, perDay: plan.perDay, until: longDay(last.day) });

  return (
    <div className="flex flex-col gap-2" data-testid="review-plan">
      <p className="text-sm font-medium">{sentence}</p>
      <ol aria-label={t("planDaysLabel")} className="flex flex-wrap gap-2">
        {plan.spread.slice(0, DAYS_LISTED).map(({ day, count }) => (
          <li key={day} data-day={day} className="rounded-lg bg-muted px-2.5 py-1 text-xs tabular-nums">
            {t("planDay", { day: shortDay(day), count })}
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">{t("planWhy", { limit: plan.dailyLimit })}</p>
    </div>
  );
}
