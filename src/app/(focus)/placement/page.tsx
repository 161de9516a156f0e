import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { placementOverview } from "@/features/learning";
import { PlacementFlow } from "@/features/learning/components";
import { requireOnboardedViewer } from "@/features/onboarding";
import type { Locale } from "@/i18n/config";
import { serverSpeechKind } from "@/lib/speech";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning");
  return { title: t("meta.placement") };
}

/** The placement test: where onboarding hands over, and where the course map sends anyone without a level. */
export default async function PlacementPage() {
  const viewer = await requireOnboardedViewer();
  const [locale, db] = await Promise.all([getLocale(), getDb()]);
  const overview = await placementOverview(db, viewer, locale as Locale);
  if (!overview) redirect("/onboarding");
  return <PlacementFlow overview={overview} serverSpeech={serverSpeechKind()} />;
}
