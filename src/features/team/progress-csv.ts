import { getTranslations } from "next-intl/server";
import { groupLabel } from "./counted-groups";
import type { Locale } from "@/i18n/config";
import { csvFile } from "@/lib/csv";
import { levelLabel } from "@/lib/levels";
import type { TeamProgress } from "./progress";
import { memberLevels, type MemberLevel } from "./schemas";

/** The progress screen's tables as one CSV: the same aggregates, withheld cells left empty with the reason. */
export async function progressCsv(progress: TeamProgress, locale: Locale): Promise<string> {
  const t = (await getTranslations({ locale, namespace: "team.progress" })) as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
  const withheld = t("withheld");
  const levelName = (key: MemberLevel) => (key === "none" ? t("noLevel") : levelLabel(key, t("preA1")));
  return csvFile([
    [t("weekly.title")],
    [t("weekly.week"), t("weekly.active"), t("weekly.minutes"), t("weekly.lessons")],
    ...progress.weeks.map((week) => [
      week.week,
      week.suppressed ? t("fewerThanFive") : week.activeLearners,
      week.minutes ?? withheld,
      week.lessons ?? withheld,
    ]),
    [],
    [t("levels.title")],
    [t("levels.group"), t("peopleColumn"), ...memberLevels.map(levelName)],
    ...[
      { ...progress.levels, name: t("levels.all") },
      ...progress.byDepartment.map((group) => ({
        ...group,
        name: groupLabel(group, {
          none: t("levels.noDepartment"),
          changing: t("levels.changingGroups"),
          former: t("levels.formerDepartment"),
        }),
      })),
    ].map((group) => [
      group.name,
      group.people,
      ...(group.counts ? memberLevels.map((key) => group.counts![key]) : [withheld]),
    ]),
    [],
    [t("gains.title")],
    [t("gains.period"), t("gains.compared"), t("gains.moved"), t("gains.averageColumn")],
    ...progress.gains.map((gain) => [
      t("gains.over", { months: gain.months }),
      gain.learners,
      gain.gained ?? withheld,
      gain.averageSteps ?? withheld,
    ]),
  ]);
}
