import { Compass, Mic } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CourseStanding } from "@/features/learning";
import type { SpeakingEstimate } from "@/features/pronunciation";
import { levelLabel } from "@/lib/levels";

/**
 * The level per skill from the latest placement test (CEFR with its NCLC/CLB band), or the way to
 * measure it, and the speaking estimate from the pronunciation coach.
 */
export function SkillLevels({
  placement,
  speaking,
}: {
  placement: CourseStanding["placement"];
  speaking: SpeakingEstimate;
}) {
  const t = useTranslations("practice.dashboard");
  const learning = useTranslations("learning");
  const level = (cefr: string) => levelLabel(cefr, learning("placement.preA1"));
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("levelTitle")}</h2>
      {placement ? (
        <>
          <p className="font-display text-2xl font-semibold">
            {t("levelOverall", { level: level(placement.overall), equivalent: placement.overallEquivalent })}
          </p>
          <dl className="flex flex-col gap-2">
            {placement.skills.map((skill) => (
              <div key={skill.skill} className="flex items-baseline justify-between gap-3 border-t pt-2 text-sm">
                <dt className="text-muted-foreground">{learning(`placement.skills.${skill.skill}`)}</dt>
                <dd className="text-right font-semibold">
                  {skill.level ? `${level(skill.level)} · ${skill.equivalent}` : t("skillNotMeasured")}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("levelNone")}</p>
          <Link
            href="/placement"
            className={buttonVariants({ variant: "outline", size: "sm", className: "mt-auto w-fit" })}
          >
            <Compass aria-hidden />
            {t("levelCta")}
          </Link>
        </>
      )}
      <section aria-labelledby="speaking-title" className="flex flex-col gap-1 border-t pt-3 text-sm">
        <h3 id="speaking-title" className="text-muted-foreground">
          {t("speakingTitle")}
        </h3>
        {speaking.level ? (
          <>
            <p className="font-semibold">
              {t("speakingLevel", { level: level(speaking.level), confidence: speaking.confidence })}
            </p>
            <p className="text-muted-foreground">{t("speakingBasis", { count: speaking.phrases })}</p>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">{t("speakingNone")}</p>
            <Link
              href="/pronunciation"
              className={buttonVariants({ variant: "outline", size: "sm", className: "w-fit" })}
            >
              <Mic aria-hidden />
              {t("speakingCta")}
            </Link>
          </>
        )}
      </section>
    </Card>
  );
}
