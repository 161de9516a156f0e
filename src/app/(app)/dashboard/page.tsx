import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { externalLinks } from "@/config/links";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { learnerTrack } from "@/features/level4";
import { Level4Card } from "@/features/level4/components";
import { speakingEstimate } from "@/features/pronunciation";
import { dailyPractice } from "@/features/rewards";
import { DashboardView } from "@/features/rewards/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("practice.meta");
  return { title: t("dashboard") };
}

/** The learner's day: rendered whole on the server from their lessons and reviews, no fetch in the browser. */
export default async function DashboardPage() {
  const viewer = await requireViewer();
  const [locale, db] = await Promise.all([getLocale(), getDb()]);
  const speakingRead = speakingEstimate(db, viewer);
  const [practice, speaking, level4] = await Promise.all([
    dailyPractice(db, viewer, locale as Locale),
    speakingRead,
    speakingRead.then((estimate) => learnerTrack(db, viewer, locale as Locale, { speaking: estimate.level })),
  ]);
  // The (app) layout sends people without a learner profile to onboarding first.
  if (!practice) return null;
  return (
    <DashboardView
      practice={practice}
      speaking={speaking}
      firstName={viewer.name.split(/\s+/)[0] || viewer.name}
      groupCallHref={externalLinks("dashboard").groupCall}
      trackCard={level4?.suggested ? <Level4Card learnerTrack={level4} /> : null}
    />
  );
}
