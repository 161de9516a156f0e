import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { LessonPlayer } from "@/features/learning/components";
import { requireOnboardedViewer } from "@/features/onboarding";
import { openReviewSession, SESSION_SIZE } from "@/features/review";
import { ReviewEmpty } from "@/features/review/components";
import type { Locale } from "@/i18n/config";
import { serverSpeechKind } from "@/lib/speech";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("practice.meta");
  return { title: t("review") };
}

const reviewEndpoints = {
  answer: "/api/review/answers",
  listen: "/api/review/listen",
  audio: "/api/review/listen/audio",
  speakAudio: "/api/review/speak/audio",
};

/** A review session of the cards due, within the daily limit, in the lesson player; or when the next ones come back. */
export default async function ReviewPage() {
  const viewer = await requireOnboardedViewer();
  const [locale, db, t] = await Promise.all([getLocale(), getDb(), getTranslations("practice.review")]);
  const start = await openReviewSession(db, viewer, locale as Locale, {
    title: t("title"),
    goal: t("goal", { count: SESSION_SIZE }),
  });
  if (!start) return null;
  // Nothing to show now, or today's limit reached: said plainly, with when the next cards come.
  if (!start.state) return <ReviewEmpty overview={start.overview} />;
  return (
    <LessonPlayer
      initial={start.state}
      nextLessonHref={null}
      serverSpeech={serverSpeechKind()}
      endpoints={reviewEndpoints}
      exit={{ href: "/dashboard", label: t("backToDashboard") }}
    />
  );
}
