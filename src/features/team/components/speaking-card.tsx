import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { levelLabel, TAUGHT_LEVELS } from "@/lib/levels";
import type { SpeakingGroup } from "../progress";

/** How many people have each speaking estimate (the pronunciation coach's), for the whole organization. */
export async function SpeakingCard({ speaking }: { speaking: SpeakingGroup }) {
  const t = await getTranslations("team.progress");
  const rows = [
    ...TAUGHT_LEVELS.map((level) => ({ key: level, name: levelLabel(level, t("preA1")) })),
    { key: "notMeasured" as const, name: t("speaking.notMeasured") },
  ];
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="font-display text-xl font-semibold">{t("speaking.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("speaking.description")}</p>
      {speaking.counts ? (
        <table className="w-full max-w-md text-left text-sm">
          <caption className="sr-only">{t("speaking.table")}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3">
                {t("speaking.level")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("speaking.people")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {row.name}
                </th>
                <td className="py-1 text-right tabular-nums">{speaking.counts![row.key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm">{t("speaking.tooFew")}</p>
      )}
    </Card>
  );
}
