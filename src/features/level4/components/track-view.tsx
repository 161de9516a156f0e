import { Check, Circle, Lock, Play } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import type { TrackStepState } from "@/features/learning";
import { cn } from "@/lib/cn";
import type { LearnerTrack } from "../service";
import { ReadinessSummary } from "./readiness-summary";

const stepIcon: Record<TrackStepState, typeof Check> = { done: Check, next: Play, open: Circle, locked: Lock };

/** /dashboard/niveau-4: the estimate, what level 4 means, why it matters now, and the steps. */
export function TrackView({ learnerTrack }: { learnerTrack: LearnerTrack }) {
  const t = useTranslations("level4.page");
  const { track, readiness } = learnerTrack;
  const lessonHref = (lessonId: string) => `/lesson/${encodeURIComponent(lessonId)}`;
  const stateLabels: Record<TrackStepState, string> = {
    done: t("state.done"),
    next: t("state.next"),
    open: t("state.open"),
    locked: t("state.locked"),
  };
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={track.title} description={track.description} />
      <Card className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{t("estimateTitle")}</h2>
        <ReadinessSummary readiness={readiness} detailed />
        {track.nextLessonId ? (
          <Link href={lessonHref(track.nextLessonId)} className={buttonVariants({ className: "w-fit" })}>
            <Play aria-hidden />
            {track.done === 0 ? t("start") : t("continue")}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">{track.done === track.total ? t("allDone") : t("noneOpen")}</p>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="flex flex-col gap-3">
          <h2 className="font-display text-xl font-semibold">{t("descriptorsTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("equivalence")}</p>
          {(["listening", "speaking"] as const).map((skill) => (
            <section key={skill} aria-labelledby={`descriptors-${skill}`} className="flex flex-col gap-1">
              <h3 id={`descriptors-${skill}`} className="font-semibold">
                {t(skill)}
              </h3>
              <ul className="list-disc ps-5 text-sm">
                {track.descriptors[skill].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
        </Card>
        <Card className="flex flex-col gap-3">
          <h2 className="font-display text-xl font-semibold">{t("regulationTitle")}</h2>
          {track.regulation.summary.map((line) => (
            <p key={line} className="text-sm">
              {line}
            </p>
          ))}
          {track.regulation.dateToConfirm && <p className="text-sm font-semibold">{t("dateToConfirm")}</p>}
        </Card>
      </div>
      <Card className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-semibold">
          {t("stepsTitle", { done: track.done, total: track.total })}
        </h2>
        <ol className="flex flex-col divide-y">
          {track.steps.map((step, index) => {
            const Icon = stepIcon[step.state];
            return (
              <li key={step.lessonId} className="flex items-center gap-3 py-3" data-state={step.state}>
                <span
                  aria-hidden
                  className={cn(
                    "grid size-8 shrink-0 place-items-center rounded-full border [&_svg]:size-4",
                    step.state === "done" &&
                      "border-emerald-600 bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
                    step.state === "next" && "border-primary bg-primary text-primary-foreground",
                  )}
                >
                  <Icon />
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  {step.state === "locked" ? (
                    <span className="font-medium">{step.title}</span>
                  ) : (
                    <Link
                      href={lessonHref(step.lessonId)}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {step.title}
                    </Link>
                  )}
                  <span className="text-sm text-muted-foreground">
                    {t("stepDetail", { number: index + 1, unit: step.unitTitle, level: step.level })}
                    {step.inCourse && ` · ${t("inCourse")}`}
                  </span>
                </div>
                <span className="shrink-0 text-sm text-muted-foreground">{stateLabels[step.state]}</span>
              </li>
            );
          })}
        </ol>
      </Card>
    </section>
  );
}
