"use client";

import { useFormatter, useTranslations } from "next-intl";
import { LineChart } from "@/components/charts";
import { cn } from "@/lib/cn";
import type { PerceptionProgress, SoundProgress, SoundStatus } from "../types";

const statusClass: Record<SoundStatus, string> = {
  mastered: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
  improving: "bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-50",
  "needs-work": "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50",
  "not-tried": "bg-muted text-muted-foreground",
};

/**
 * Each sound of the course: mastered, improving, needs work or not tried, its latest score, its
 * scores over time, and how well the learner hears it (their latest answers in perception drills).
 */
export function SoundProgressList({
  sounds,
  perception = [],
}: {
  sounds: SoundProgress[];
  perception?: PerceptionProgress[];
}) {
  const t = useTranslations("pronunciation");
  const format = useFormatter();
  const heard = new Map(perception.map((entry) => [entry.family, entry]));
  const tried = sounds.some((sound) => sound.points.length > 0) || perception.some((entry) => entry.answered > 0);
  return (
    <section aria-labelledby="sounds-title" className="flex flex-col gap-4">
      <h2 id="sounds-title" className="font-display text-2xl font-semibold">
        {t("progress.title")}
      </h2>
      {!tried && <p className="text-sm text-muted-foreground">{t("progress.none")}</p>}
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {sounds.map((sound) => {
          const recent = sound.points.slice(-12);
          const listening = heard.get(sound.family);
          return (
            <li
              key={sound.family}
              className="flex flex-col gap-2 rounded-2xl border bg-card p-4"
              data-sound={sound.family}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{t(`families.${sound.family}`)}</span>
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", statusClass[sound.status])}>
                  {t(`progress.status.${sound.status}`)}
                </span>
              </div>
              {sound.latest !== null && (
                <span className="text-sm text-muted-foreground">{t("progress.latest", { score: sound.latest })}</span>
              )}
              {recent.length > 1 && (
                <LineChart
                  height={112}
                  label={t("progress.table", { sound: t(`families.${sound.family}`) })}
                  domain={[0, 100]}
                  series={[{ key: "score", name: t("progress.score"), tone: "primary" }]}
                  points={recent.map((point, index) => ({
                    key: `${point.at}-${index}`,
                    axisLabel: format.dateTime(new Date(point.at), { day: "numeric", month: "short" }),
                    label: format.dateTime(new Date(point.at), { dateStyle: "medium", timeStyle: "short" }),
                    details: [t("progress.scoreOf", { score: point.score })],
                    values: { score: point.score },
                  }))}
                />
              )}
              {listening && listening.answered > 0 && (
                <span className="text-sm text-muted-foreground tabular-nums" data-testid="perception-progress">
                  {t("progress.heard", { right: listening.right, answered: listening.answered })}
                </span>
              )}
              {recent.length > 0 && (
                <details className="text-sm">
                  <summary className="cursor-pointer text-muted-foreground">
                    {t("progress.table", { sound: t(`families.${sound.family}`) })}
                  </summary>
                  <table className="mt-2 w-full text-left">
                    <caption className="sr-only">
                      {t("progress.table", { sound: t(`families.${sound.family}`) })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("progress.date")}</th>
                        <th scope="col">{t("progress.score")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {recent.map((point, index) => (
                        <tr key={`${point.at}-${index}`}>
                          <td>{format.dateTime(new Date(point.at), { dateStyle: "medium", timeStyle: "short" })}</td>
                          <td className="tabular-nums">{point.score}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
