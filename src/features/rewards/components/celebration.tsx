"use client";

import { Award, PartyPopper } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { request } from "@/lib/request";
import type { BadgeId } from "../badges";

/**
 * Badges earned since the learner last looked, announced once: dismissing it (or following it
 * to the badges) records them as seen. The pop of the icons runs only when the learner's system
 * allows motion (motion-safe); otherwise they simply appear.
 */
export function Celebration({ badges }: { badges: BadgeId[] }) {
  const t = useTranslations("practice.celebration");
  const names = useTranslations("practice.badges");
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const seen = () => {
    setOpen(false);
    // Best effort: if it fails, the badge is simply celebrated again next time.
    void request("POST", "/api/rewards/seen", { badgeIds: badges }).catch(() => undefined);
  };
  return (
    <section
      role="status"
      aria-labelledby="celebration-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border-2 border-amber-300 bg-amber-50 p-5 shadow-sm sm:flex-row sm:items-center dark:border-amber-500/60 dark:bg-amber-950/40"
    >
      <PartyPopper
        aria-hidden
        className="size-10 shrink-0 text-amber-500 motion-safe:animate-[celebrate_700ms_ease-out_both]"
      />
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="celebration-title" className="font-display text-xl font-semibold">
          {t("title", { count: badges.length })}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {badges.map((id, index) => (
            <li
              key={id}
              className="inline-flex items-center gap-1.5 rounded-full bg-background px-3 py-1 text-sm font-semibold shadow-sm motion-safe:animate-[celebrate_600ms_ease-out_both]"
              style={{ animationDelay: `${150 + index * 120}ms` }}
            >
              <Award aria-hidden className="size-4 text-amber-500" />
              {names(`${id}.name`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-2">
        <Link
          href="/dashboard/rewards#badges"
          onClick={seen}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("see")}
        </Link>
        <Button size="sm" onClick={seen}>
          {t("dismiss")}
        </Button>
      </div>
    </section>
  );
}
