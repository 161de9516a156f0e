import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { learnerCourse, nextLessonId, openLesson } from "@/features/learning";
import { LessonPlayer } from "@/features/learning/components";
import { requireOnboardedViewer } from "@/features/onboarding";
import type { Locale } from "@/i18n/config";
import { serverSpeechKind } from "@/lib/speech";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning");
  return { title: t("meta.lesson") };
}

/** The lesson player: resumes the learner's attempt, or starts one; a lesson not open to them leads back to the course map. */
export default async function LessonPage({ params }: { params: Promise<{ lessonId: string }> }) {
  const viewer = await requireOnboardedViewer();
  const [{ lessonId }, locale, db] = await Promise.all([params, getLocale(), getDb()]);
  const state = lessonId.length <= 64 ? await openLesson(db, viewer, { lessonId }, locale as Locale) : null;
  if (!state) redirect("/dashboard/course");
  const courseId = await learnerCourse(db, viewer);
  const next = courseId && nextLessonId(courseId, lessonId);
  return (
    <LessonPlayer initial={state} nextLessonHref={next ? `/lesson/${next}` : null} serverSpeech={serverSpeechKind()} />
  );
}
