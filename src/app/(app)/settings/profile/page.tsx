import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { flags } from "@/config/flags";
import { getDb } from "@/db";
import { requireViewer, soleOwnedOrganizations } from "@/features/auth";
import { AccountDeletionForm } from "@/features/auth/components";
import { getLearnerProfile, getProfile } from "@/features/learners";
import { ProfileForm } from "@/features/learners/components";
import { ReviewSettingsForms } from "@/features/review/components";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.settingsProfile");
  return { title: t("title") };
}

export default async function ProfileSettingsPage() {
  const viewer = await requireViewer();
  const db = await getDb();
  const [t, review, profile, learner, locale] = await Promise.all([
    getTranslations("app.settingsProfile"),
    getTranslations("practice.review"),
    getProfile(db, { userId: viewer.userId }),
    getLearnerProfile(db, { userId: viewer.userId }),
    getLocale(),
  ]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <ProfileForm name={profile?.name ?? viewer.name} locale={profile?.locale ?? locale} />
      {learner && (
        <section aria-labelledby="review-settings-title" className="flex flex-col gap-4 border-t pt-6">
          <div className="flex max-w-2xl flex-col gap-1">
            <h2 id="review-settings-title" className="font-display text-xl font-semibold">
              {review("settingsTitle")}
            </h2>
            <p className="text-muted-foreground">{review("settingsLead")}</p>
          </div>
          <ReviewSettingsForms userId={viewer.userId} />
        </section>
      )}
      {flags().accountDeletion && <AccountDeletionSection userId={viewer.userId} />}
    </section>
  );
}

/** Only with the accountDeletion flag: what goes, then the password and the typed word. */
async function AccountDeletionSection({ userId }: { userId: string }) {
  const [t, blocking] = await Promise.all([
    getTranslations("security.deletion"),
    soleOwnedOrganizations(await getDb(), { userId }),
  ]);
  return (
    <section aria-labelledby="deletion-title" className="mt-4 flex flex-col gap-4 border-t pt-6">
      <h2 id="deletion-title" className="font-display text-xl font-semibold">
        {t("title")}
      </h2>
      <div className="max-w-2xl text-muted-foreground">
        <p>{t("description")}</p>
        <ul className="mt-2 list-disc pl-6">
          <li>{t("whatProfile")}</li>
          <li>{t("whatLearning")}</li>
          <li>{t("whatSessions")}</li>
          <li>{t("whatMemberships")}</li>
        </ul>
      </div>
      {blocking.length > 0 ? (
        <p className="max-w-2xl rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium">
          {t("blocked", { organizations: blocking.map((o) => o.name).join(", ") })}
        </p>
      ) : (
        <p className="max-w-2xl text-sm text-muted-foreground">{t("ownerNote")}</p>
      )}
      <AccountDeletionForm />
    </section>
  );
}
