"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/*
 * The player's top bar: the way out, and how far through the attempt the learner is (read out
 * as "3 of 10"; the visible count is for the eye only).
 */
export function PlayerTopBar({
  exitHref,
  answered,
  total,
  children,
}: {
  exitHref: string;
  answered: number;
  total: number;
  /** Tools at the end of the bar (the lesson's grammar reminder). */
  children?: ReactNode;
}) {
  const t = useTranslations("learning");
  return (
    <div className="flex items-center gap-3 sm:gap-4">
      <Link
        href={exitHref}
        aria-label={t("player.close")}
        className="-ml-2 grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden className="size-6" />
      </Link>
      <div
        role="progressbar"
        aria-label={t("player.progress")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={t("player.progressValue", { answered, total })}
        className="h-3.5 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="relative h-full rounded-full bg-primary transition-[width] duration-500 ease-out after:absolute after:inset-x-2 after:top-[3px] after:h-1 after:rounded-full after:bg-white/30"
          style={{ width: `${total ? (answered / total) * 100 : 0}%` }}
        />
      </div>
      <span aria-hidden className="min-w-10 text-right text-sm font-semibold text-muted-foreground tabular-nums">
        {answered}/{total}
      </span>
      {children}
    </div>
  );
}
