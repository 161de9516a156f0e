import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasswordChangeForm } from "@/features/auth/components/password-change-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.settingsPassword");
  return { title: t("title") };
}

export default async function PasswordSettingsPage() {
  const t = await getTranslations("app.settingsPassword");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="page-title" className="font-display text-3xl font-semibold tracking-tight">
          {t("title")}
        </h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <PasswordChangeForm />
    </section>
  );
}
