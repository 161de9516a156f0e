import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasswordChangeForm } from "@/features/auth/components";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.settingsPassword");
  return { title: t("title") };
}

export default async function PasswordSettingsPage() {
  const t = await getTranslations("app.settingsPassword");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <PasswordChangeForm />
    </section>
  );
}
