import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { courseMap } from "@/features/learning";
import { CourseMap } from "@/features/learning/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning");
  return { title: t("meta.courseMap") };
}

/** The learner's course: units and lessons, done, next, open or locked. */
export default async function CoursePage() {
  const viewer = await requireViewer();
  const [locale, db] = await Promise.all([getLocale(), getDb()]);
  const view = await courseMap(db, viewer, locale as Locale);
  // The (app) layout sends people without a learner profile to onboarding first.
  if (!view) return null;
  return <CourseMap view={view} />;
}
