import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { currentMembership } from "@/features/orgs";
import { dailyPractice, weeklyRanking } from "@/features/rewards";
import { RewardsView } from "@/features/rewards/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("practice.meta");
  return { title: t("rewards") };
}

/** XP, streak, badges, and the weekly ranking of the organization the learner is working in. */
export default async function RewardsPage() {
  const viewer = await requireViewer();
  const [locale, db, membership] = await Promise.all([getLocale(), getDb(), currentMembership()]);
  const [practice, week] = await Promise.all([
    dailyPractice(db, viewer, locale as Locale),
    membership ? weeklyRanking(db, { organizationId: membership.organizationId, userId: viewer.userId }) : null,
  ]);
  if (!practice) return null;
  return (
    <RewardsView
      practice={practice}
      ranking={membership && week && { organizationName: membership.organizationName, week }}
    />
  );
}
