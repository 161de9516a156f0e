import { CheckCircle2, Circle, RotateCcw, Sparkles, Target } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import type { ActivityView, DebriefView } from "../types";
import { StartActivityButton } from "./start-activity-button";

/**
 * The end of a conversation: goal reached or not, what went well, what to work on, the useful
 * phrases. Guided: from the dialogue's lines (done well are the learner's own replies). With a
 * model: Madame's own debrief, each success criterion met or not; when she could not write it,
 * the learner can ask again.
 */
export function DebriefCard({
  debrief,
  activity,
  retrying,
  onRetry,
}: {
  debrief: DebriefView;
  activity: ActivityView | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations("tutor.session");
  const model = debrief.corrections !== null;
  if (debrief.unavailable) {
    return (
      <section
        aria-labelledby="debrief-title"
        className="flex flex-col gap-3 rounded-[var(--radius-card)] border-2 border-primary/30 bg-card p-6 shadow-sm"
      >
        <h2 id="debrief-title" className="font-display text-2xl font-semibold tracking-tight">
          {t("debriefTitle")}
        </h2>
        <p role="alert">{t("debriefUnavailable")}</p>
        <Button className="w-fit" onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden />
          {retrying ? t("ending") : t("retry")}
        </Button>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="debrief-title"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border-2 border-primary/30 bg-card p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id="debrief-title" className="font-display text-2xl font-semibold tracking-tight">
          {t("debriefTitle")}
        </h2>
        <p className="flex items-center gap-2 font-medium">
          {debrief.completed && <CheckCircle2 aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />}
          {debrief.completed
            ? model
              ? t("debriefGoalsMet")
              : t("debriefCompleted")
            : model && debrief.replies > 0
              ? t("debriefGoalsPartly")
              : t("debriefStopped")}
        </p>
        <p className="text-sm text-muted-foreground">
          {model
            ? t("debriefCorrections", { replies: debrief.replies, corrections: debrief.corrections ?? 0 })
            : t("debriefReplies", { replies: debrief.replies, helped: debrief.helped })}
        </p>
      </div>
      {activity && (
        <div className="flex flex-col gap-1">
          <h3 className="flex items-center gap-2 font-semibold">
            <Target aria-hidden className="size-4 text-primary" />
            {t("goalTitle")}
          </h3>
          <p className="text-sm">{activity.goal}</p>
          {debrief.goals ? (
            <ul className="flex flex-col gap-1 text-sm">
              {debrief.goals.map((goal) => (
                <li key={goal.criterion} className="flex items-start gap-2">
                  {goal.met ? (
                    <CheckCircle2
                      aria-hidden
                      className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    />
                  ) : (
                    <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  )}
                  <span>
                    {goal.criterion} <span className="sr-only">({goal.met ? t("goalMet") : t("goalNotMet")})</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="list-disc pl-6 text-sm text-muted-foreground">
              {activity.successCriteria.map((criterion) => (
                <li key={criterion}>{criterion}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t("wellDoneTitle")}</h3>
          {debrief.wellDone.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {debrief.wellDone.map((text) => (
                <li
                  key={text}
                  className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
                >
                  {model ? text : t("quoted", { text })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("wellDoneNone")}</p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t("toWorkOnTitle")}</h3>
          {debrief.toWorkOn.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {debrief.toWorkOn.map((text) => (
                <li
                  key={text}
                  className="rounded-xl bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
                >
                  {model ? text : t("helpExample", { text })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("toWorkOnNone")}</p>
          )}
        </div>
      </div>
      {debrief.newWords.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden className="size-4 text-amber-500" />
            {t("newWordsTitle")}
          </h3>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {debrief.newWords.map((word) => (
              <div key={word.phrase} className="contents">
                <dt className="font-semibold">{word.phrase}</dt>
                <dd className="text-muted-foreground">{word.meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {activity && (model || activity.guided) && (
          <StartActivityButton activityId={activity.id} label={t("again")} variant="outline" />
        )}
        <Link href="/madameai" className={buttonVariants({ variant: "ghost" })}>
          <RotateCcw aria-hidden />
          {t("otherActivity")}
        </Link>
      </div>
    </section>
  );
}
