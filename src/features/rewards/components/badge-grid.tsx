import {
  Award,
  BookOpen,
  Flame,
  GraduationCap,
  Layers,
  MessageCircle,
  Mic,
  Sunrise,
  Trophy,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { BadgeCategory, BadgeProgress } from "../badges";

const icons: Record<BadgeCategory, LucideIcon> = {
  lessons: BookOpen,
  streak: Flame,
  units: Trophy,
  level: GraduationCap,
  review: Layers,
  habits: Sunrise,
  tutor: MessageCircle,
  pronunciation: Mic,
  xp: Zap,
};

/** Every badge with its criterion and the learner's progress toward it; earned ones in colour. */
export function BadgeGrid({ badges, levelReached }: { badges: BadgeProgress[]; levelReached: string | null }) {
  const t = useTranslations("practice.rewards");
  const texts = useTranslations("practice.badges");
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <section id="badges" aria-labelledby="badges-title" className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="badges-title" className="font-display text-2xl font-semibold tracking-tight">
          {t("badgesTitle")}
        </h2>
        <p className="text-sm font-medium text-muted-foreground">
          {t("badgesCount", { earned, total: badges.length })}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {badges.map((badge) => {
          const Icon = icons[badge.category];
          return (
            <li
              key={badge.id}
              data-badge={badge.id}
              data-earned={badge.earned}
              className={cn(
                "flex gap-3 rounded-2xl border bg-card p-4 shadow-sm",
                !badge.earned && "bg-muted/30 shadow-none",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "grid size-12 shrink-0 place-items-center rounded-2xl [&_svg]:size-6",
                  badge.earned
                    ? "bg-amber-100 text-amber-600 dark:bg-amber-950 dark:text-amber-300"
                    : "bg-muted text-muted-foreground",
                )}
              >
                <Icon />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <h3 className="font-semibold">{texts(`${badge.id}.name`)}</h3>
                <p className="text-sm text-muted-foreground">{texts(`${badge.id}.description`)}</p>
                {badge.earned ? (
                  <p className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                    <Award aria-hidden className="size-4" />
                    {t("badgeEarned")}
                  </p>
                ) : badge.category === "level" ? (
                  // A level is not a count: "1 / 3" would say nothing; the level reached does.
                  <p className="text-sm font-medium">
                    {levelReached ? t("badgeLevelNow", { level: levelReached }) : t("badgeLevelNone")}
                  </p>
                ) : (
                  <div className="flex items-center gap-2">
                    <div
                      role="progressbar"
                      aria-label={texts(`${badge.id}.name`)}
                      aria-valuemin={0}
                      aria-valuemax={badge.target}
                      aria-valuenow={badge.current}
                      aria-valuetext={t("badgeProgress", { current: badge.current, target: badge.target })}
                      className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
                    >
                      <div className="h-full rounded-full bg-primary" style={{ width: `${badge.ratio * 100}%` }} />
                    </div>
                    <span className="text-xs font-medium text-muted-foreground tabular-nums">
                      {t("badgeProgress", { current: badge.current, target: badge.target })}
                    </span>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
