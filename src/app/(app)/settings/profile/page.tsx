import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { getProfile } from "@/features/profile";
import { ProfileForm } from "@/features/profile/components/profile-form";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.settingsProfile");
  return { title: t("title") };
}

export default async function ProfileSettingsPage() {
  const viewer = await requireViewer();
  const [t, profile, locale] = await Promise.all([getTranslations("app.settingsProfile"), getProfile(await getDb(), { userId: viewer.userId }), getLocale()]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <ProfileForm name={profile?.name ?? viewer.name} locale={profile?.locale ?? locale} />
    </section>
  );
}
