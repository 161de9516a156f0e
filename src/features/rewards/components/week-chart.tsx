import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { PracticeDay } from "../service";

/** The last seven days as bars of minutes (today last), with the same figures as a table for screen readers. */
export function WeekChart({ week }: { week: PracticeDay[] }) {
  const t = useTranslations("practice.dashboard");
  const format = useFormatter();
  const highest = Math.max(10, ...week.map((day) => day.minutes));
  // A local day at noon UTC names the same weekday in every zone from UTC−11 to UTC+11.
  const dayName = (day: string, width: "short" | "long") =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { weekday: width, timeZone: "UTC" });
  const totals = week.reduce((sum, day) => ({ minutes: sum.minutes + day.minutes, xp: sum.xp + day.xp }), {
    minutes: 0,
    xp: 0,
  });
  return (
    <figure className="flex flex-col gap-4">
      <div aria-hidden className="flex h-36 items-end gap-2 sm:gap-3">
        {week.map((day, index) => (
          <div key={day.day} className="flex h-full flex-1 flex-col items-center justify-end gap-1.5">
            <span className="text-xs font-medium text-muted-foreground tabular-nums">
              {day.minutes > 0 ? day.minutes : ""}
            </span>
            <div
              className={cn(
                "w-full max-w-10 rounded-t-lg",
                day.practiced ? (index === week.length - 1 ? "bg-primary" : "bg-primary/60") : "bg-muted",
              )}
              style={{ height: `${Math.max(day.practiced ? 8 : 4, (day.minutes / highest) * 100)}%` }}
            />
            <span
              className={cn(
                "text-xs capitalize",
                index === week.length - 1 ? "font-semibold text-foreground" : "text-muted-foreground",
              )}
            >
              {dayName(day.day, "short")}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="text-sm text-muted-foreground">{t("weekTotal", totals)}</figcaption>
      <table className="sr-only">
        <caption>{t("weekCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("weekDay")}</th>
            <th scope="col">{t("weekMinutes")}</th>
            <th scope="col">{t("weekXp")}</th>
          </tr>
        </thead>
        <tbody>
          {week.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayName(day.day, "long")}</th>
              <td>{day.minutes}</td>
              <td>{day.xp}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
