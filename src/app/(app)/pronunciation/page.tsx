import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { coachHome } from "@/features/pronunciation";
import { Coach } from "@/features/pronunciation/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pronunciation.meta");
  return { title: t("title") };
}

/** The pronunciation coach: phrases to say, the score of each sound, the progress per sound, the recordings. */
export default async function PronunciationPage() {
  const viewer = await requireViewer();
  const [locale, db] = await Promise.all([getLocale(), getDb()]);
  const home = await coachHome(db, viewer, locale as Locale);
  // The (app) layout sends people without a learner profile to onboarding first.
  if (!home) return null;
  return <Coach home={home} />;
}
