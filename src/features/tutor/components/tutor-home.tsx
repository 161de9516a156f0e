import { Info } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/lib/cn";
import type { ActivityView, MemoryView, SessionSummary } from "../types";
import { MemoryCard } from "./memory-card";
import { StartActivityButton } from "./start-activity-button";

/**
 * /madameai: free talk and the activities (with a model, every one is a free conversation;
 * without, the guided ones are playable), what Madame remembers, and the past conversations.
 */
export function TutorHome({
  model,
  activities,
  sessions,
  memory,
}: {
  model: boolean;
  activities: ActivityView[];
  sessions: SessionSummary[];
  memory: MemoryView | null;
}) {
  const t = useTranslations("tutor.home");
  const format = useFormatter();
  const playable = (activity: ActivityView) => model || activity.guided;
  const ordered = [...activities.filter(playable), ...activities.filter((activity) => !playable(activity))];
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("lead")} />
      <p className="flex max-w-3xl items-start gap-3 rounded-2xl border bg-card px-4 py-3 text-sm shadow-sm">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        {model ? t("modelNotice") : t("guidedNotice")}
      </p>
      {model && (
        <div className="flex max-w-3xl flex-col gap-3 rounded-[var(--radius-card)] border-2 border-primary/30 bg-card p-5 shadow-sm sm:flex-row sm:items-center">
          <div className="flex flex-1 flex-col gap-1">
            <h2 className="font-display text-xl font-semibold">{t("freeTalkTitle")}</h2>
            <p className="text-sm text-muted-foreground">{t("freeTalkLead")}</p>
          </div>
          <StartActivityButton label={t("freeTalkStart")} />
        </div>
      )}
      {(model || memory) && <MemoryCard memory={memory} />}
      <section aria-labelledby="activities-title" className="flex flex-col gap-4">
        <h2 id="activities-title" className="font-display text-2xl font-semibold tracking-tight">
          {t("activitiesTitle")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {ordered.map((activity) => (
            <li
              key={activity.id}
              data-activity={activity.id}
              className={cn(
                "flex flex-col gap-3 rounded-[var(--radius-card)] border bg-card p-5 shadow-sm",
                !playable(activity) && "bg-muted/30 shadow-none",
              )}
            >
              <div className="flex flex-wrap gap-2">
                <Badge className="px-2 py-0.5">{t("levels", activity.levels)}</Badge>
                {model ? (
                  <Badge className="bg-primary-soft px-2 py-0.5 text-primary">{t("freeConversation")}</Badge>
                ) : activity.guided ? (
                  <Badge className="bg-primary-soft px-2 py-0.5 text-primary">{t("guided")}</Badge>
                ) : (
                  <Badge className="bg-muted px-2 py-0.5 text-muted-foreground">{t("notGuided")}</Badge>
                )}
              </div>
              <h3 className="font-display text-xl font-semibold">{activity.title}</h3>
              <p className="text-sm text-muted-foreground">{activity.scenario}</p>
              <p className="text-sm">{t("goal", { goal: activity.goal })}</p>
              <p className="text-sm text-muted-foreground">{t("role", { role: activity.madameRole })}</p>
              {playable(activity) && (
                <div className="mt-auto pt-1">
                  <StartActivityButton
                    activityId={activity.id}
                    label={t("start")}
                    accessibleName={`${t("start")} : ${activity.title}`}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="history-title" className="flex flex-col gap-4">
        <h2 id="history-title" className="font-display text-2xl font-semibold tracking-tight">
          {t("historyTitle")}
        </h2>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("historyEmpty")}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-2xl border bg-card">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <span className="flex-1 font-medium">{session.activityTitle ?? t("freeTalkTitle")}</span>
                <span className="text-sm text-muted-foreground">
                  {format.dateTime(new Date(session.startedAt), { dateStyle: "medium", timeStyle: "short" })}
                </span>
                <span className="text-sm text-muted-foreground">{t("historyReplies", { count: session.replies })}</span>
                <span className="text-sm font-medium">
                  {session.endedAt
                    ? session.completed
                      ? t("historyCompleted")
                      : t("historyStopped")
                    : t("historyOpen")}
                </span>
                <Link
                  href={`/madameai/${session.id}`}
                  className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {session.endedAt ? t("seeDebrief") : t("resume")}
                  <span className="sr-only">: {session.activityTitle ?? t("freeTalkTitle")}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
