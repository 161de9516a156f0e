import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { requireViewer } from "@/features/auth";
import { localizedTimeZoneOptions, nativeLanguageOptions } from "@/features/learners";
import { isOnboarded } from "@/features/onboarding";
import { OnboardingForm } from "@/features/onboarding/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("onboarding");
  return { title: t("title") };
}

export default async function OnboardingPage() {
  const viewer = await requireViewer();
  if (await isOnboarded(viewer.userId)) redirect("/dashboard");
  const [t, locale] = await Promise.all([getTranslations("onboarding"), getLocale()]);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-3">
        <h1 id="page-title" className="font-display text-3xl font-semibold tracking-tight md:text-4xl">
          {t("heading")}
        </h1>
        <p className="text-lg leading-relaxed text-muted-foreground">{t("lead")}</p>
      </div>
      <OnboardingForm
        name={viewer.name}
        languages={nativeLanguageOptions(locale, t("fields.otherLanguage"))}
        timeZones={await localizedTimeZoneOptions()}
      />
    </section>
  );
}
