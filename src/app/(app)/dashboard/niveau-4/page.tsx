import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { learnerTrack } from "@/features/level4";
import { TrackView } from "@/features/level4/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("level4.meta");
  return { title: t("title") };
}

/** The level-4 track: the learner's estimate, what level 4 means, the regulation and the steps. Only for learners of French. */
export default async function Level4TrackPage() {
  const viewer = await requireViewer();
  const [locale, db] = await Promise.all([getLocale(), getDb()]);
  const track = await learnerTrack(db, viewer, locale as Locale);
  if (!track) notFound();
  return <TrackView learnerTrack={track} />;
}
