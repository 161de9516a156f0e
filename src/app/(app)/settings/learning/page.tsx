import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { getLearnerProfile, localizedTimeZoneOptions, nativeLanguageOptions } from "@/features/learners";
import { LearningSettingsForm } from "@/features/onboarding/components";
import { webPushSettings } from "@/features/reminders";
import { PushReminderToggle } from "@/features/reminders/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.settingsLearning");
  return { title: t("title") };
}

/** The learner profile onboarding made, to change (language to learn, work, pace, time zone), and the preferences and reminders. */
export default async function LearningSettingsPage() {
  const viewer = await requireViewer();
  const [profile, t, onboarding, locale] = await Promise.all([
    getLearnerProfile(await getDb(), { userId: viewer.userId }),
    getTranslations("app.settingsLearning"),
    getTranslations("onboarding"),
    getLocale(),
  ]);
  // Nothing to change before onboarding: that is where these answers are first given.
  if (!profile) redirect("/onboarding");
  // Off (the default), the product says nothing about notifications.
  const push = webPushSettings();
  const {
    completedAt: _completed,
    updatedAt: _updated,
    reviewRetention: _retention,
    levelTarget,
    formOfAddress,
    reminderTime,
    weeklySummary,
    ...answers
  } = profile;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <LearningSettingsForm
        initial={{ name: viewer.name, ...answers }}
        initialPreferences={{ levelTarget, formOfAddress, reminderTime, weeklySummary }}
        languages={nativeLanguageOptions(locale, onboarding("fields.otherLanguage"))}
        timeZones={await localizedTimeZoneOptions()}
      />
      {push && <PushReminderToggle publicKey={push.publicKey} />}
    </section>
  );
}
