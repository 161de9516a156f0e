"use client";

import { ArrowRight, Map as MapIcon, Trophy } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { levelLabel } from "@/lib/levels";
import type { PlacementResultView } from "../../placement/types";

/** The level per skill with its NCLC/CLB band, the table it comes from, and where the course starts. */
export function PlacementResult({
  result,
  retakeFrom,
  actions,
  ref,
}: {
  result: PlacementResultView;
  retakeFrom: string | null;
  actions?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations("learning");
  const format = useFormatter();
  const level = (cefr: string | null) =>
    cefr === null ? t("placement.notMeasured") : levelLabel(cefr, t("placement.preA1"));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <span
          aria-hidden
          className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-9"
        >
          <Trophy />
        </span>
        <h1
          ref={ref}
          tabIndex={-1}
          className="font-display text-3xl font-semibold tracking-tight text-balance outline-none sm:text-4xl"
        >
          {t("placement.resultTitle", { level: level(result.overall) })}
        </h1>
        <p className="text-lg text-muted-foreground">
          {t("placement.resultLead", { equivalent: result.overallEquivalent })}
        </p>
      </div>

      <table
        className="w-full overflow-hidden rounded-2xl border bg-card text-left shadow-sm"
        data-testid="placement-levels"
      >
        <caption className="sr-only">{t("placement.tableCaption")}</caption>
        <thead className="bg-muted text-sm text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("placement.skill")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("placement.cefr")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("placement.canadian")}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.skills.map((row) => (
            <tr key={row.skill} className="border-t">
              <th scope="row" className="px-4 py-3 font-medium">
                {t(`placement.skills.${row.skill}`)}
              </th>
              <td className="px-4 py-3 text-lg font-semibold">{level(row.level)}</td>
              <td className="px-4 py-3 text-muted-foreground">{row.equivalent ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="-mt-4 text-sm text-muted-foreground">{t("placement.tableSource", { table: result.table })}</p>

      <section
        aria-labelledby="placement-start"
        className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-primary-soft/60 p-5"
      >
        <h2 id="placement-start" className="text-sm font-semibold tracking-wide text-primary uppercase">
          {t("placement.startHeading")}
        </h2>
        <p className="font-display text-2xl font-semibold">{result.startUnit.title}</p>
        <p className="text-muted-foreground">{t("placement.startLead", { level: result.startUnit.level })}</p>
        {actions ?? (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Link href={`/lesson/${result.startUnit.firstLessonId}`} className={cn(buttonVariants({ size: "lg" }))}>
              {t("placement.startUnit")}
              <ArrowRight aria-hidden />
            </Link>
            <Link href="/dashboard/course" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
              <MapIcon aria-hidden />
              {t("placement.seeCourse")}
            </Link>
          </div>
        )}
      </section>
      {retakeFrom && (
        <p className="text-center text-sm text-muted-foreground">
          {t("placement.retakeFrom", { date: format.dateTime(new Date(retakeFrom), { dateStyle: "long" }) })}
        </p>
      )}
    </div>
  );
}
