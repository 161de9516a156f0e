import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { levelLabel } from "@/lib/levels";
import type { Readiness, ReadinessStatus } from "../readiness";

const statusTone: Record<ReadinessStatus, string> = {
  ready: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
  onTrack: "bg-primary-soft text-foreground",
  onTheWay: "bg-accent-soft text-foreground",
  notStarted: "bg-muted text-foreground",
};

/** Where the learner stands, as a badge with its words. */
export function StatusBadge({ status }: { status: ReadinessStatus }) {
  const t = useTranslations("level4.status");
  return <Badge className={cn(statusTone[status])}>{t(status)}</Badge>;
}

/** The month and year a learner is likely to be ready, in the interface's language. */
export function useReadyBy(): (date: Date) => string {
  const format = useFormatter();
  return (date) => format.dateTime(date, { month: "long", year: "numeric" });
}

/** The estimate in one sentence, what it rests on, and that it is an estimate. */
export function ReadinessSummary({ readiness, detailed = false }: { readiness: Readiness; detailed?: boolean }) {
  const t = useTranslations("level4.estimate");
  const learning = useTranslations("learning");
  const readyBy = useReadyBy();
  const minutes = readiness.weeklyMinutes;
  const sentence =
    readiness.status === "onTrack"
      ? t("onTrack", { minutes, date: readyBy(readiness.readyBy!) })
      : readiness.status === "onTheWay"
        ? minutes > 0
          ? t("onTheWaySlow", { minutes })
          : t("onTheWay")
        : t(readiness.status);
  const skill = ({ level, source }: Readiness["listening"]) =>
    level === null
      ? t("notMeasured")
      : source === "overall"
        ? t("fromOverall", { level: levelLabel(level, learning("placement.preA1")) })
        : levelLabel(level, learning("placement.preA1"));
  return (
    <div className="flex flex-col gap-2" data-testid="level4-readiness" data-status={readiness.status}>
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge status={readiness.status} />
      </p>
      <p className="font-medium">{sentence}</p>
      {detailed && (
        <dl className="grid gap-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t("listening")}</dt>
            <dd className="font-semibold">{skill(readiness.listening)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("speaking")}</dt>
            <dd className="font-semibold">{skill(readiness.speaking)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("pace")}</dt>
            <dd className="font-semibold">{t("paceValue", { minutes })}</dd>
          </div>
        </dl>
      )}
      <p className="text-xs text-muted-foreground">{t("caution")}</p>
    </div>
  );
}
