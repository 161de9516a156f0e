import { getFormatter, getTranslations } from "next-intl/server";
import { groupLabel } from "../counted-groups";
import { BarChart, type ChartPoint } from "@/components/charts";
import { Card } from "@/components/ui/card";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { levelLabel } from "@/lib/levels";
import type { LevelGroup, TeamProgress } from "../progress";
import { memberLevels, type MemberLevel } from "../schemas";
import { StackedBar } from "./stacked-bar";
import { SpeakingCard } from "./speaking-card";

const levelColour: Record<MemberLevel, string> = {
  none: "bg-muted-foreground/30",
  preA1: "bg-rose-300 dark:bg-rose-700",
  A1: "bg-amber-300 dark:bg-amber-600",
  A2: "bg-lime-400 dark:bg-lime-600",
  B1: "bg-emerald-500 dark:bg-emerald-500",
  B2: "bg-teal-600 dark:bg-teal-400",
  C1: "bg-sky-600 dark:bg-sky-400",
  C2: "bg-indigo-600 dark:bg-indigo-400",
};

/** The organization's progress: weekly activity, levels overall and by department, level gains; each chart with its table. */
export async function ProgressView({ progress }: { progress: TeamProgress }) {
  const [t, format] = await Promise.all([getTranslations("team.progress"), getFormatter()]);
  const week = (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
  const withheld = t("withheld");
  // No practice at all in 26 weeks: empty charts would only look broken.
  const quiet = progress.weeks.every((row) => row.activeLearners === 0);
  const levelName = (key: MemberLevel) => (key === "none" ? t("noLevel") : levelLabel(key, t("preA1")));
  // Both charts show the whole week in their tooltip; a group under five is a stub, never its count.
  const weekPoints = (value: (row: TeamProgress["weeks"][number]) => number | null): ChartPoint[] =>
    progress.weeks.map((row) => ({
      key: row.week,
      axisLabel: week(row.week),
      label: t("weekly.weekOf", { date: week(row.week) }),
      details: row.suppressed
        ? [withheld]
        : [
            t("weekly.activeCount", { count: row.activeLearners }),
            t("weekly.minutesCount", { minutes: row.minutes ?? 0 }),
            t("weekly.lessonsCount", { lessons: row.lessons ?? 0 }),
          ],
      values: { value: row.suppressed ? null : value(row) },
    }));
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{t("weekly.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("weekly.description")}</p>
        {quiet ? (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{t("weekly.empty")}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            <figure className="flex flex-col gap-2">
              <figcaption className="text-sm font-medium">{t("weekly.active")}</figcaption>
              <BarChart
                label={t("weekly.active")}
                series={[{ key: "value", name: t("weekly.active"), tone: "primary" }]}
                points={weekPoints((row) => row.activeLearners)}
              />
            </figure>
            <figure className="flex flex-col gap-2">
              <figcaption className="text-sm font-medium">{t("weekly.minutes")}</figcaption>
              <BarChart
                label={t("weekly.minutes")}
                series={[{ key: "value", name: t("weekly.minutes"), tone: "primary" }]}
                points={weekPoints((row) => row.minutes)}
              />
            </figure>
          </div>
        )}
        <details>
          <summary className="cursor-pointer text-sm font-medium text-primary">{t("weekly.table")}</summary>
          <ScrollRegion label={t("weekly.table")} className="mt-2 max-h-80">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("weekly.table")}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1 pr-3">
                    {t("weekly.week")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("weekly.active")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("weekly.minutes")}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t("weekly.lessons")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {progress.weeks.map((row) => (
                  <tr key={row.week} className="border-b last:border-0">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {t("weekly.weekOf", { date: week(row.week) })}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">
                      {row.suppressed ? t("fewerThanFive") : row.activeLearners}
                    </td>
                    <td className="py-1 pr-3 text-right tabular-nums">{row.minutes ?? withheld}</td>
                    <td className="py-1 text-right tabular-nums">{row.lessons ?? withheld}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </details>
      </Card>

      <Card className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{t("levels.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("levels.description")}</p>
        <ul className="flex flex-wrap gap-3 text-xs" aria-hidden>
          {memberLevels.map((key) => (
            <li key={key} className="flex items-center gap-1">
              <span className={`inline-block size-3 rounded-sm ${levelColour[key]}`} />
              {levelName(key)}
            </li>
          ))}
        </ul>
        <ScrollRegion label={t("levels.table")}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("levels.table")}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3">
                  {t("levels.group")}
                </th>
                <th scope="col" className="hidden py-1 pr-3 sm:table-cell">
                  <span className="sr-only">{t("levels.chart")}</span>
                </th>
                {memberLevels.map((key) => (
                  <th key={key} scope="col" className="py-1 pr-2 text-right">
                    {levelName(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[
                { ...progress.levels, name: t("levels.all") },
                ...progress.byDepartment.map((group) => ({
                  ...group,
                  name: groupLabel(group, {
                    none: t("levels.noDepartment"),
                    changing: t("levels.changingGroups"),
                    former: t("levels.formerDepartment"),
                  }),
                })),
              ].map((group: LevelGroup) => (
                <tr key={group.key} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {group.name}{" "}
                    <span className="font-normal text-muted-foreground">({t("people", { count: group.people })})</span>
                  </th>
                  <td className="hidden w-1/3 py-2 pr-3 sm:table-cell">
                    {group.counts && (
                      <StackedBar
                        parts={memberLevels.map((key) => ({
                          key,
                          value: group.counts![key],
                          className: levelColour[key],
                        }))}
                      />
                    )}
                  </td>
                  {group.counts ? (
                    memberLevels.map((key) => (
                      <td key={key} className="py-2 pr-2 text-right tabular-nums">
                        {group.counts![key]}
                      </td>
                    ))
                  ) : (
                    <td colSpan={memberLevels.length} className="py-2 text-right text-muted-foreground">
                      {withheld}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Card>

      <SpeakingCard speaking={progress.speaking} />

      <Card className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{t("gains.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("gains.description")}</p>
        <dl className="grid gap-3 sm:grid-cols-3">
          {progress.gains.map((gain) => (
            <div key={gain.months} className="rounded-xl border p-4">
              <dt className="text-sm text-muted-foreground">{t("gains.over", { months: gain.months })}</dt>
              <dd className="mt-1 flex flex-col">
                {gain.suppressed ? (
                  <span className="text-sm">{t("gains.tooFew", { count: gain.learners })}</span>
                ) : (
                  <>
                    <span className="font-display text-2xl font-semibold tabular-nums">
                      {t("gains.gained", { gained: gain.gained ?? 0, learners: gain.learners })}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t("gains.average", { steps: gain.averageSteps ?? 0 })}
                    </span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
