import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { buttonVariants } from "@/components/ui/button";
import { getDb } from "@/db";
import { auditEventsAbout } from "@/features/audit";
import { AuditAboutMe } from "@/features/audit/components";
import { requireViewer } from "@/features/auth";
import { employerViews } from "@/features/privacy";
import { EmployerViewCard } from "@/features/privacy/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.privacy");
  return { title: t("title") };
}

/** What my employer sees (Law 25), for each organization the learner belongs to, and the export of all their data. */
export default async function PrivacySettingsPage() {
  const viewer = await requireViewer();
  const db = await getDb();
  const [t, views, auditEntries] = await Promise.all([
    getTranslations("app.privacy"),
    employerViews(db, { userId: viewer.userId }),
    auditEventsAbout(db, { userId: viewer.userId }),
  ]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {views.length === 0 ? (
        <Card>
          <p>{t("noEmployer")}</p>
        </Card>
      ) : (
        views.map((view) => <EmployerViewCard key={view.organizationId} view={view} />)
      )}
      {(views.length > 0 || auditEntries.length > 0) && (
        <Card>
          <AuditAboutMe entries={auditEntries} />
        </Card>
      )}
      <Card className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-semibold">{t("export.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("export.description")}</p>
        <a
          href="/api/privacy/export"
          download
          className={buttonVariants({ variant: "outline", className: "self-start" })}
        >
          {t("export.button")}
        </a>
      </Card>
    </section>
  );
}
