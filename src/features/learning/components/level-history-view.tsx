import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { canadianEquivalent, levelLabel, type Level } from "@/lib/levels";
import type { LevelEvent, PlacementSkill } from "../level-history";

const skills: PlacementSkill[] = ["reading", "listening", "writing"];

/** The learner's level history as a table, newest first: what set each level, per skill where measured. */
export async function LevelHistoryView({ events, language }: { events: LevelEvent[]; language: "fr" | "en" }) {
  const [t, format] = await Promise.all([getTranslations("learning"), getFormatter()]);
  if (events.length === 0)
    return (
      <div className="flex max-w-2xl flex-col items-start gap-3 rounded-2xl border bg-card p-5">
        <p>{t("levels.empty")}</p>
        <Link href="/placement" className={buttonVariants({ variant: "outline" })}>
          {t("map.placementLink")}
        </Link>
      </div>
    );
  const level = (value: string | null) =>
    value === null ? t("placement.notMeasured") : levelLabel(value, t("placement.preA1"));
  const withBand = (value: string) => `${level(value)} (${canadianEquivalent(value as Level, language)})`;
  return (
    <ScrollRegion label={t("levels.caption")} className="rounded-xl border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("levels.caption")}</caption>
        <thead className="bg-muted/50">
          <tr className="border-b">
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("levels.columns.date")}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("levels.columns.source")}
            </th>
            {skills.map((skill) => (
              <th key={skill} scope="col" className="px-3 py-2 font-semibold">
                {t(`placement.skills.${skill}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("levels.columns.overall")}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={`${event.kind}-${event.at.toISOString()}`} className="border-b last:border-0">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                <time dateTime={event.at.toISOString()}>{format.dateTime(event.at, { dateStyle: "medium" })}</time>
              </td>
              <th scope="row" className="px-3 py-2 font-medium">
                {event.kind === "unit" ? t("levels.unit", { level: event.level }) : t(`levels.${event.kind}`)}
              </th>
              {skills.map((skill) => (
                <td key={skill} className="px-3 py-2 whitespace-nowrap">
                  {event.kind === "unit" ? (
                    <span aria-label={t("levels.notTested")}>—</span>
                  ) : (
                    level(event.skills[skill])
                  )}
                </td>
              ))}
              <td className="px-3 py-2 font-semibold whitespace-nowrap">
                {withBand(event.kind === "unit" ? event.level : event.overall)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
