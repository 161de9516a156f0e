import { CreditCard } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireViewer } from "@/features/auth";
import { currentMembership } from "@/features/orgs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orgs.subscription");
  return { title: t("title") };
}

/** The plan placeholder until billing (Stripe) arrives: it says plainly what exists today. */
export default async function SubscriptionSettingsPage() {
  await requireViewer();
  const [t, membership] = await Promise.all([getTranslations("orgs.subscription"), currentMembership()]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Card className="flex gap-4">
        <CreditCard aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">{membership ? t("organizationPlan", { organization: membership.organizationName }) : t("individualPlan")}</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{membership ? t("organizationStatus") : t("individualStatus")}</p>
          <p className="text-sm leading-relaxed text-muted-foreground">{t("notYet")}</p>
        </div>
      </Card>
    </section>
  );
}
