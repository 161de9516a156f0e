import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { sessionView } from "@/features/tutor";
import { Conversation } from "@/features/tutor/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tutor.meta");
  return { title: t("session") };
}

/** One conversation with Madame, resumed where it stands; only its owner ever sees it. */
export default async function TutorSessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const viewer = await requireViewer();
  const [{ sessionId }, locale, db] = await Promise.all([params, getLocale(), getDb()]);
  const view = sessionId.length <= 64 ? await sessionView(db, viewer, { sessionId }, locale as Locale) : null;
  if (!view) notFound();
  return <Conversation initial={view} />;
}
