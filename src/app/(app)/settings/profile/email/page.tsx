import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { getDb } from "@/db";
import { EMAIL_CHANGE_MINUTES, pendingEmailChange, requireViewer } from "@/features/auth";
import { EmailChangeForm } from "@/features/auth/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.settingsEmail");
  return { title: t("title") };
}

export default async function EmailSettingsPage() {
  const viewer = await requireViewer();
  const [t, security, format, pending] = await Promise.all([
    getTranslations("app.settingsEmail"),
    getTranslations("security.emailChange"),
    getFormatter(),
    pendingEmailChange(await getDb(), viewer),
  ]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <dl className="flex flex-col gap-1">
        <dt className="text-sm text-muted-foreground">{security("current")}</dt>
        <dd className="font-medium break-all">{viewer.email}</dd>
      </dl>
      {pending && (
        <p className="max-w-2xl rounded-xl bg-primary-soft px-4 py-3 text-sm">
          {security("pending", {
            email: pending.newEmail,
            time: format.dateTime(pending.expiresAt, { timeStyle: "short" }),
          })}
        </p>
      )}
      <EmailChangeForm minutes={EMAIL_CHANGE_MINUTES} />
    </section>
  );
}
