import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { getCourse, learnerCourse } from "@/features/learning";
import { EmailGuide } from "@/features/learning/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning.emailGuide");
  return { title: t("title") };
}

/** The reference sheet of work e-mail conventions, the learner's course language first. */
export default async function EmailGuidePage() {
  const viewer = await requireViewer();
  const courseId = await learnerCourse(await getDb(), viewer);
  const t = await getTranslations("learning.emailGuide");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <EmailGuide courseLanguage={courseId ? getCourse(courseId).language : "fr"} />
    </section>
  );
}
