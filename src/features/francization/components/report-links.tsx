import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";

/** The yearly francization report, in French, as PDF and CSV; earlier years from the list. */
export async function ReportLinks({ year, years }: { year: number; years: number[] }) {
  const t = await getTranslations("team.cockpit.report");
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <a
          href={`/api/team/report?format=pdf&year=${year}`}
          download
          className={buttonVariants({ variant: "primary" })}
        >
          {t("pdf", { year })}
        </a>
        <a
          href={`/api/team/report?format=csv&year=${year}`}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          {t("csv", { year })}
        </a>
      </div>
      <nav aria-label={t("otherYears")} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t("otherYears")}</span>
        {years.map((option) => (
          <a
            key={option}
            href={`/team/cockpit?year=${option}`}
            aria-current={option === year ? "page" : undefined}
            className="rounded-full px-3 py-1 hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold"
          >
            {option}
          </a>
        ))}
      </nav>
    </div>
  );
}
