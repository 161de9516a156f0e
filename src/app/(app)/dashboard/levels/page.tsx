import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { listCertificates } from "@/features/certificates";
import { CertificateList } from "@/features/certificates/components";
import { getCourse, learnerCourse, levelHistory } from "@/features/learning";
import { LevelHistoryView } from "@/features/learning/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning.levels");
  return { title: t("title") };
}

/** The learner's level in their course over time, with what set each one, and the certificates they hold. */
export default async function LevelHistoryPage() {
  const viewer = await requireViewer();
  const db = await getDb();
  const [courseId, t] = await Promise.all([learnerCourse(db, viewer), getTranslations("learning.levels")]);
  // The (app) layout sends people without a learner profile to onboarding first.
  if (!courseId) return null;
  const [events, certificates] = await Promise.all([
    levelHistory(db, { userId: viewer.userId, courseId }),
    listCertificates(db, { userId: viewer.userId }),
  ]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <LevelHistoryView events={events} language={getCourse(courseId).language} />
      <CertificateList certificates={certificates} />
    </section>
  );
}
