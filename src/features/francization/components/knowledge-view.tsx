import { getFormatter, getTranslations } from "next-intl/server";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { groupLabel, type GroupLabels } from "@/features/team";
import type { FrenchShare } from "../french-share";
import type { FrenchKnowledge, KnowledgeGroup } from "../knowledge";

/** Knowledge of French of the staff: the share not able to communicate in French, overall and per department and position. */
export async function KnowledgeView({ knowledge }: { knowledge: FrenchKnowledge }) {
  const [t, rule, format] = await Promise.all([
    getTranslations("team.cockpit.knowledge"),
    getTranslations("cockpit.share"),
    getFormatter(),
  ]);
  const percent = (share: number | null) =>
    share === null ? "—" : format.number(share, { style: "percent", maximumFractionDigits: 1 });
  const overall = knowledge.overall;
  return (
    <div className="flex flex-col gap-5">
      {overall ? (
        <div className="grid gap-3 sm:grid-cols-4">
          <Figure label={t("notAbleShare")} value={percent(overall.share)} />
          <Figure label={t("able")} value={String(overall.able)} />
          <Figure label={t("notAble")} value={String(overall.notAble)} />
          <Figure label={t("unknown")} value={String(overall.unknown)} />
        </div>
      ) : (
        <p className="rounded-xl border p-3 text-sm">{t("withheld")}</p>
      )}
      <p className="text-sm text-muted-foreground">{rule("rule")}</p>
      <GroupTable
        caption={t("byDepartment")}
        groups={knowledge.byDepartment}
        labels={{ none: t("noDepartment"), changing: t("changingGroups"), former: t("formerDepartment") }}
      />
      <GroupTable
        caption={t("byPosition")}
        groups={knowledge.byPosition}
        labels={{ none: t("noPosition"), changing: t("changingGroups"), former: t("formerPosition") }}
      />
    </div>
  );

  function Figure({ label, value }: { label: string; value: string }) {
    return (
      <div className="rounded-xl border p-3">
        <div className="text-sm text-muted-foreground">{label}</div>
        <div className="font-display text-2xl font-semibold tabular-nums">{value}</div>
      </div>
    );
  }

  function GroupTable({ caption, groups, labels }: { caption: string; groups: KnowledgeGroup[]; labels: GroupLabels }) {
    const cells = (share: FrenchShare) => [share.able, share.notAble, share.unknown, percent(share.share)];
    return (
      <ScrollRegion label={caption}>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{caption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3">
                {t("group")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("people")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("able")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("notAble")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("unknown")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("notAbleShare")}
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.key} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {groupLabel(group, labels)}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{group.people}</td>
                {group.share ? (
                  cells(group.share).map((cell, index) => (
                    <td key={index} className="py-1 pr-3 text-right tabular-nums last:pr-0">
                      {cell}
                    </td>
                  ))
                ) : (
                  <td colSpan={4} className="py-1 text-right text-muted-foreground">
                    {t("withheld")}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );
  }
}
