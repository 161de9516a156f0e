import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/config";
import { csvFile } from "@/lib/csv";
import type { TeamProgress } from "./progress";

/** The progress screen's tables as one CSV: the same aggregates, withheld cells left empty with the reason. */
export async function progressCsv(progress: TeamProgress, locale: Locale): Promise<string> {
  const t = (await getTranslations({ locale, namespace: "team.progress" })) as (key: string, values?: Record<string, unknown>) => string;
  const withheld = t("withheld");
  const levelKeys = ["none", "preA1", "A1", "A2", "B1", "B2", "C1", "C2"] as const;
  const levelName = (key: (typeof levelKeys)[number]) => (key === "none" ? t("noLevel") : key === "preA1" ? t("preA1") : key);
  return csvFile([
    [t("weekly.title")],
    [t("weekly.week"), t("weekly.active"), t("weekly.minutes"), t("weekly.lessons")],
    ...progress.weeks.map((week) => [week.week, week.suppressed ? t("fewerThanFive") : week.activeLearners, week.minutes ?? withheld, week.lessons ?? withheld]),
    [],
    [t("levels.title")],
    [t("levels.group"), t("peopleColumn"), ...levelKeys.map(levelName)],
    ...[{ ...progress.levels, name: t("levels.all") }, ...progress.byDepartment.map((group) => ({ ...group, name: group.key === "none" ? t("levels.noDepartment") : group.name }))].map((group) => [
      group.name,
      group.people,
      ...(group.counts ? levelKeys.map((key) => group.counts![key]) : [withheld]),
    ]),
    [],
    [t("gains.title")],
    [t("gains.period"), t("gains.compared"), t("gains.moved"), t("gains.averageColumn")],
    ...progress.gains.map((gain) => [t("gains.over", { months: gain.months }), gain.learners, gain.gained ?? withheld, gain.averageSteps ?? withheld]),
  ]);
}
