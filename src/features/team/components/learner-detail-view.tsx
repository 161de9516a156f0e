import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { MemberCertificates } from "@/features/certificates/components";
import { canadianEquivalent, levelLabel, type Level } from "@/lib/levels";
import type { LearnerDetail } from "../learner-detail";

/** What the employer may see of one learner: levels reached and practice by month; never answers or conversations. */
export async function LearnerDetailView({ detail }: { detail: LearnerDetail }) {
  const [t, format] = await Promise.all([getTranslations("team.detail"), getFormatter()]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-semibold">{t("levels")}</h2>
        {detail.levels.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noLevels")}</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {detail.levels.map((level, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-2 border-b pb-2 last:border-0">
                <span className="font-medium">
                  {t(`course.${level.courseId}` as never)} · {levelLabel(level.level, t("preA1"))} (
                  {canadianEquivalent(level.level as Level, level.courseId === "fr" ? "fr" : "en")})
                </span>
                <span className="text-muted-foreground">
                  {t(`source.${level.source}`)} · {format.dateTime(level.reachedAt, { dateStyle: "medium" })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-semibold">{t("practice")}</h2>
        {detail.months.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noPractice")}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("practice")}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3">
                  {t("month")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t("minutes")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("lessons")}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.months.map((row) => (
                <tr key={row.month} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {format.dateTime(new Date(`${row.month}-15T12:00:00Z`), {
                      month: "long",
                      year: "numeric",
                      timeZone: "UTC",
                    })}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{row.minutes}</td>
                  <td className="py-1 text-right tabular-nums">{row.lessons}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <MemberCertificates certificates={detail.certificates} />
      <p className="text-sm text-muted-foreground lg:col-span-2">{t("logged")}</p>
    </div>
  );
}
