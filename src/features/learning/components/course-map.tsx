import { Check, ChevronRight, Compass, FastForward, Lock, Play } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/lib/cn";
import type { CourseMapView, LessonState } from "../player-types";

type Lesson = CourseMapView["units"][number]["lessons"][number];

export const lessonHref = (lessonId: string) => `/lesson/${encodeURIComponent(lessonId)}`;

/**
 * The course as units and lessons with where the learner stands: done (with the best score), the
 * next one (highlighted, the page's main action), open, or locked (no link). Renders the page's h1.
 */
export function CourseMap({ view }: { view: CourseMapView }) {
  const t = useTranslations("learning");
  const lessons = view.units.flatMap((unit) => unit.lessons);
  const done = lessons.filter((lesson) => lesson.state === "done").length;
  // "Start" for someone who has not finished a lesson yet, "Continue" afterwards.
  const nextAction = done === 0 ? t("map.start") : t("map.continue");
  // The units before the next lesson's fold away, so the map opens where the learner stands (after
  // a placement that is often far down the course) rather than at unit 1.
  const nextUnit = view.units.findIndex((unit) => unit.lessons.some((lesson) => lesson.state === "next"));
  const earlier = Math.max(0, nextUnit);

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <PageHeader
          title={view.title}
          description={
            view.level ? t("map.level", { level: view.level.cefr, equivalent: view.level.equivalent }) : undefined
          }
        />
        {view.level && (
          <Link
            href="/dashboard/levels"
            className="w-fit text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("levels.link")}
          </Link>
        )}
        {!view.level && (
          <p className="flex max-w-2xl flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border bg-card px-4 py-3 text-sm shadow-sm">
            <Compass aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="flex-1">{t("map.placementCta")}</span>
            <Link href="/placement" className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
              {t("map.placementLink")}
            </Link>
          </p>
        )}
        <div className="flex max-w-md items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("map.progress")}
            aria-valuemin={0}
            aria-valuemax={lessons.length}
            aria-valuenow={done}
            aria-valuetext={t("map.lessonsDone", { done, total: lessons.length })}
            className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${lessons.length ? (done / lessons.length) * 100 : 0}%` }}
            />
          </div>
          <span aria-hidden className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
            {t("map.lessonsDone", { done, total: lessons.length })}
          </span>
        </div>
      </div>

      {earlier > 0 && (
        <details className="group rounded-2xl border bg-card shadow-sm">
          <summary className="flex cursor-pointer items-center gap-2 rounded-2xl px-4 py-3 font-medium">
            <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
            {t("map.earlier", { count: earlier })}
          </summary>
          <div className="border-t px-4 py-6">
            <Units units={view.units.slice(0, earlier)} first={0} nextAction={nextAction} label={t("map.units")} />
          </div>
        </details>
      )}
      <Units units={view.units.slice(earlier)} first={earlier} nextAction={nextAction} label={t("map.units")} />
    </div>
  );
}

/** Units from the `first`-th of the course on, each with its lessons. */
function Units({
  units,
  first,
  nextAction,
  label,
}: {
  units: CourseMapView["units"];
  first: number;
  nextAction: string;
  label: string;
}) {
  const t = useTranslations("learning");
  return (
    <ol aria-label={label} start={first + 1} className="flex flex-col gap-12">
      {units.map((unit, index) => {
        const unitIndex = first + index;
        const unitDone = unit.lessons.filter((lesson) => lesson.state === "done").length;
        const locked = unit.lessons.every((lesson) => lesson.state === "locked");
        const headingId = `unit-${unit.id}`;
        return (
          <li key={unit.id}>
            <section aria-labelledby={headingId} className="flex flex-col gap-5">
              <div className="flex items-start gap-4">
                <span
                  aria-hidden
                  className={cn(
                    "grid size-12 shrink-0 place-items-center rounded-2xl font-display text-xl font-semibold",
                    unitDone === unit.lessons.length
                      ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
                      : locked
                        ? "bg-muted text-muted-foreground"
                        : "bg-primary-soft text-primary",
                  )}
                >
                  {unitDone === unit.lessons.length ? <Check className="size-6" /> : unitIndex + 1}
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                      {t("map.unit", { number: unitIndex + 1 })}
                    </span>
                    <Badge className="px-2 py-0.5">{t("map.levelBadge", { level: unit.level })}</Badge>
                    {unit.placementStart && (
                      <Badge className="bg-primary-soft px-2 py-0.5 text-primary">{t("map.placementStart")}</Badge>
                    )}
                    {unit.testedOut && (
                      <Badge className="bg-emerald-100 px-2 py-0.5 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                        {t("map.testedOut")}
                      </Badge>
                    )}
                  </div>
                  <h2
                    id={headingId}
                    className={cn(
                      "font-display text-2xl font-semibold tracking-tight",
                      locked && "text-muted-foreground",
                    )}
                  >
                    {unit.title}
                  </h2>
                  <p className="text-muted-foreground">{unit.description}</p>
                  <p className="text-sm font-medium text-muted-foreground">
                    {t("map.lessonsDone", { done: unitDone, total: unit.lessons.length })}
                  </p>
                  {unit.canTestOut && (
                    <Link
                      href={`/unit-test/${unit.id}`}
                      className="mt-1 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      <FastForward aria-hidden className="size-4" />
                      {t("map.testOut")}
                      <span className="sr-only">: {unit.title}</span>
                    </Link>
                  )}
                </div>
              </div>
              <ol aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2">
                {unit.lessons.map((lesson, lessonIndex) => (
                  <LessonCard key={lesson.id} lesson={lesson} number={lessonIndex + 1} nextAction={nextAction} />
                ))}
              </ol>
            </section>
          </li>
        );
      })}
    </ol>
  );
}

const markers: Record<LessonState, string> = {
  done: "bg-emerald-600 text-white dark:bg-emerald-400 dark:text-emerald-950",
  next: "bg-primary text-primary-foreground",
  open: "border-2 bg-background text-muted-foreground",
  locked: "bg-muted text-muted-foreground",
};

function LessonCard({ lesson, number, nextAction }: { lesson: Lesson; number: number; nextAction: string }) {
  const t = useTranslations("learning");
  const format = useFormatter();
  const stateLabel = {
    done: t("map.state.done"),
    next: t("map.state.next"),
    open: t("map.state.open"),
    locked: t("map.state.locked"),
  }[lesson.state];
  const best =
    lesson.bestAccuracy === null
      ? null
      : format.number(lesson.bestAccuracy, { style: "percent", maximumFractionDigits: 0 });
  const linked = lesson.state === "done" || lesson.state === "open";
  return (
    <li
      className={cn(
        "relative flex gap-3 rounded-2xl border bg-card p-4 shadow-sm transition-colors",
        linked && "has-[a:hover]:border-primary/60 has-focus-visible:ring-2 has-focus-visible:ring-primary/40",
        lesson.state === "next" && "border-2 border-primary bg-primary-soft/60 shadow-md",
        lesson.state === "locked" && "bg-muted/40 shadow-none",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "grid size-10 shrink-0 place-items-center rounded-full text-sm font-semibold",
          markers[lesson.state],
        )}
      >
        {lesson.state === "done" ? (
          <Check className="size-5" />
        ) : lesson.state === "locked" ? (
          <Lock className="size-4" />
        ) : lesson.state === "next" ? (
          <Play className="size-4 fill-current" />
        ) : (
          number
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {lesson.state === "next" && (
          <span className="text-xs font-semibold tracking-wide text-primary uppercase">{stateLabel}</span>
        )}
        <h3
          className={cn(
            "font-semibold",
            lesson.state === "locked" && "text-muted-foreground",
            lesson.state === "next" && "text-lg",
          )}
        >
          {linked ? (
            <Link href={lessonHref(lesson.id)} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
              {lesson.title}
              <span className="sr-only">
                {" "}
                ({stateLabel}
                {best && `, ${t("map.best", { accuracy: best })}`})
              </span>
            </Link>
          ) : (
            <>
              {lesson.title}
              {lesson.state === "locked" && <span className="sr-only"> ({stateLabel})</span>}
            </>
          )}
        </h3>
        <p className={cn("text-sm text-muted-foreground", lesson.state !== "next" && "line-clamp-2")}>{lesson.goal}</p>
        {best && (
          <p aria-hidden className="mt-1 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            {t("map.best", { accuracy: best })}
          </p>
        )}
        {lesson.state === "next" && (
          <Link
            href={lessonHref(lesson.id)}
            aria-current="step"
            className={cn(buttonVariants({ size: "lg" }), "mt-3 w-full sm:w-fit")}
          >
            <Play aria-hidden className="fill-current" />
            {nextAction}
            <span className="sr-only">: {lesson.title}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
