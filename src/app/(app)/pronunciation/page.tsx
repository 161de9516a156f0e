import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { coachHome, perceptionProgress } from "@/features/pronunciation";
import { Coach } from "@/features/pronunciation/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pronunciation.meta");
  return { title: t("title") };
}

/** The pronunciation coach: phrases to say, the score of each sound, perception drills, the progress per sound, the recordings. */
export default async function PronunciationPage() {
  const viewer = await requireViewer();
  const [locale, db] = await Promise.all([getLocale(), getDb()]);
  const [home, perception] = await Promise.all([
    coachHome(db, viewer, locale as Locale),
    perceptionProgress(db, viewer),
  ]);
  // The (app) layout sends people without a learner profile to onboarding first.
  if (!home) return null;
  return <Coach home={home} perception={perception} />;
}
