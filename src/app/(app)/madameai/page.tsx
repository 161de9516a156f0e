import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { tutorHome } from "@/features/tutor";
import { TutorHome } from "@/features/tutor/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tutor.meta");
  return { title: t("home") };
}

/** Madame's activities for the learner's course, and their past conversations. */
export default async function TutorPage() {
  const viewer = await requireViewer();
  const [locale, db] = await Promise.all([getLocale(), getDb()]);
  const home = await tutorHome(db, viewer, locale as Locale);
  // The (app) layout sends people without a learner profile to onboarding first.
  if (!home) return null;
  return <TutorHome model={home.model} activities={home.activities} sessions={home.sessions} memory={home.memory} />;
}
