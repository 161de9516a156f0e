import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { flags } from "@/config/flags";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { localizedTimeZoneOptions } from "@/features/learners";
import { currentMembership, getOrganization, isAdminRole } from "@/features/orgs";
import { CreateOrganizationForm } from "@/features/orgs/components";
import { DeleteOrganizationButton } from "@/features/orgs/components";
import { LogoForm } from "@/features/orgs/components";
import { OrganizationSettingsForm } from "@/features/orgs/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orgs.settings");
  return { title: t("title") };
}

/**
 * Admins edit the organization here. Members see the same facts read-only: who answers their
 * privacy questions and what their employer sees of their learning.
 */
export default async function OrganizationSettingsPage() {
  await requireViewer();
  const [t, membership] = await Promise.all([getTranslations("orgs"), currentMembership()]);
  const { organizationCreation, organizationDeletion } = flags();

  if (!membership) {
    return (
      <section aria-labelledby="page-title" className="flex flex-col gap-6">
        <PageHeader title={t("settings.title")} description={t("noOrganization")} />
        {organizationCreation && (
          <Card className="flex flex-col gap-4">
            <h2 className="font-display text-xl font-semibold">{t("create.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("create.description")}</p>
            <CreateOrganizationForm />
          </Card>
        )}
      </section>
    );
  }

  const settings = await getOrganization(await getDb(), { organizationId: membership.organizationId });
  if (!settings) return null;

  if (!isAdminRole(membership.role)) {
    return (
      <section aria-labelledby="page-title" className="flex flex-col gap-6">
        <PageHeader title={settings.name} description={t("settings.memberDescription")} />
        <Card className="flex flex-col gap-4">
          <dl className="grid gap-4 md:grid-cols-[14rem_1fr]">
            <dt className="font-medium">{t("settings.privacyOfficer")}</dt>
            <dd className="text-muted-foreground">
              {settings.privacyOfficerName || settings.privacyOfficerEmail
                ? [settings.privacyOfficerName, settings.privacyOfficerEmail].filter(Boolean).join(" · ")
                : t("settings.privacyOfficerUnset")}
            </dd>
            <dt className="font-medium">{t("settings.dataSharing")}</dt>
            <dd className="flex flex-col gap-1">
              <span>{t(`settings.policies.${settings.dataSharing}.title`)}</span>
              <span className="text-sm text-muted-foreground">
                {t(`settings.policies.${settings.dataSharing}.learnerView`)}
              </span>
            </dd>
          </dl>
        </Card>
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("settings.title")} description={t("settings.description")} />
      <Card className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{t("logo.title")}</h2>
        <LogoForm logo={settings.logo} organizationName={settings.name} />
      </Card>
      <Card>
        <OrganizationSettingsForm settings={settings} timeZones={await localizedTimeZoneOptions()} />
      </Card>
      {organizationDeletion && membership.role === "owner" && (
        <Card className="flex flex-col gap-3 border-danger/40">
          <h2 className="font-display text-xl font-semibold">{t("delete.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("delete.description")}</p>
          <DeleteOrganizationButton organizationName={settings.name} />
        </Card>
      )}
    </section>
  );
}
