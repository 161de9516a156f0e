import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { openUnitTest } from "@/features/learning";
import { LessonPlayer } from "@/features/learning/components";
import { requireOnboardedViewer } from "@/features/onboarding";
import type { Locale } from "@/i18n/config";
import { serverSpeechKind } from "@/lib/speech";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning");
  return { title: t("meta.unitTest") };
}

/** The test to skip a unit, in the lesson player; a unit already done leads back to the course map. */
export default async function UnitTestPage({ params }: { params: Promise<{ unitId: string }> }) {
  const viewer = await requireOnboardedViewer();
  const [{ unitId }, locale, db, t] = await Promise.all([params, getLocale(), getDb(), getTranslations("learning")]);
  const state =
    unitId.length <= 64
      ? await openUnitTest(db, viewer, { unitId }, locale as Locale, {
          title: t("unitTest.title"),
          goal: t("unitTest.goal"),
        })
      : null;
  if (!state) redirect("/dashboard/course");
  return <LessonPlayer initial={state} nextLessonHref={null} serverSpeech={serverSpeechKind()} />;
}
