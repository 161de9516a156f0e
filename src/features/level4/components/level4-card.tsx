import { ArrowRight, Headphones } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { LearnerTrack } from "../service";
import { ReadinessSummary } from "./readiness-summary";

/** The dashboard's card for the level-4 track: where the learner stands and the way to the track. */
export function Level4Card({ learnerTrack }: { learnerTrack: LearnerTrack }) {
  const t = useTranslations("level4.card");
  const { track, readiness } = learnerTrack;
  return (
    <Card className="flex flex-col gap-4" data-testid="level4-card">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent [&_svg]:size-5"
        >
          <Headphones />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-xl font-semibold">{track.title}</h2>
          <p className="text-sm text-muted-foreground">{t("lead")}</p>
        </div>
      </div>
      <ReadinessSummary readiness={readiness} />
      <p className="text-sm text-muted-foreground">{t("steps", { done: track.done, total: track.total })}</p>
      <Link
        href="/dashboard/niveau-4"
        className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t("open")}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}
