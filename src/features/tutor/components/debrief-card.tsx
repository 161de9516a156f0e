import { CheckCircle2, RotateCcw, Sparkles, Target } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import type { ActivityView, DebriefView } from "../types";
import { StartActivityButton } from "./start-activity-button";

/** The end of a conversation: goal reached or not, what went well, what to work on, the useful phrases. */
export function DebriefCard({ debrief, activity }: { debrief: DebriefView; activity: ActivityView | null }) {
  const t = useTranslations("tutor.session");
  return (
    <section aria-labelledby="debrief-title" className="flex flex-col gap-5 rounded-[var(--radius-card)] border-2 border-primary/30 bg-card p-6 shadow-sm">
      <div className="flex flex-col gap-1">
        <h2 id="debrief-title" className="font-display text-2xl font-semibold tracking-tight">
          {t("debriefTitle")}
        </h2>
        <p className="flex items-center gap-2 font-medium">
          {debrief.completed && <CheckCircle2 aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />}
          {debrief.completed ? t("debriefCompleted") : t("debriefStopped")}
        </p>
        <p className="text-sm text-muted-foreground">{t("debriefReplies", { replies: debrief.replies, helped: debrief.helped })}</p>
      </div>
      {activity && (
        <div className="flex flex-col gap-1">
          <h3 className="flex items-center gap-2 font-semibold">
            <Target aria-hidden className="size-4 text-primary" />
            {t("goalTitle")}
          </h3>
          <p className="text-sm">{activity.goal}</p>
          <ul className="list-disc pl-6 text-sm text-muted-foreground">
            {activity.successCriteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t("wellDoneTitle")}</h3>
          {debrief.wellDone.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {debrief.wellDone.map((text) => (
                <li key={text} className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
                  {t("quoted", { text })}
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
                <li key={text} className="rounded-xl bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
                  {t("helpExample", { text })}
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
        {activity?.guided && <StartActivityButton activityId={activity.id} label={t("again")} variant="outline" />}
        <Link href="/madameai" className={buttonVariants({ variant: "ghost" })}>
          <RotateCcw aria-hidden />
          {t("otherActivity")}
        </Link>
      </div>
    </section>
  );
}
