import { useFormatter, useTranslations } from "next-intl";
import { BarChart } from "@/components/charts";
import type { PracticeDay } from "../service";

/** The last seven days as bars of minutes (today last), with the same figures as a table under it. */
export function WeekChart({ week }: { week: PracticeDay[] }) {
  const t = useTranslations("practice.dashboard");
  const format = useFormatter();
  // A local day at noon UTC names the same weekday in every zone from UTC−11 to UTC+11.
  const dayName = (day: string, width: "short" | "long") =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { weekday: width, timeZone: "UTC" });
  const fullDate = (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const totals = week.reduce((sum, day) => ({ minutes: sum.minutes + day.minutes, xp: sum.xp + day.xp }), {
    minutes: 0,
    xp: 0,
  });
  return (
    <figure className="flex flex-col gap-4">
      <BarChart
        label={t("weekCaption")}
        series={[{ key: "minutes", name: t("weekMinutes"), tone: "primary" }]}
        points={week.map((day, index) => ({
          key: day.day,
          axisLabel: dayName(day.day, "short"),
          label: fullDate(day.day),
          details: [t("weekDayMinutes", { minutes: day.minutes }), t("weekDayXp", { xp: day.xp })],
          values: { minutes: day.minutes },
          highlight: index === week.length - 1,
        }))}
      />
      <figcaption className="text-sm text-muted-foreground">{t("weekTotal", totals)}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{t("weekData")}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t("weekCaption")}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3">
                {t("weekDay")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("weekMinutes")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("weekXp")}
              </th>
            </tr>
          </thead>
          <tbody>
            {week.map((day) => (
              <tr key={day.day} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-3 font-normal capitalize">
                  {dayName(day.day, "long")}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{day.minutes}</td>
                <td className="py-1 text-right tabular-nums">{day.xp}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
