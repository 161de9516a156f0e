import { Building2, User } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/config";
import type { Access } from "../entitlements";
import type { OrganizationBilling, SubscriptionOverview } from "../overview";
import { CheckoutButton } from "./checkout-button";
import { PortalButton } from "./portal-button";
import { PricingSection } from "./pricing-section";
import { SeatCheckout } from "./seat-checkout";
import { formatBillingDate, SubscriptionStatus } from "./subscription-status";

type Display = "popup" | "redirect" | "embedded";

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

async function Seats({ organization }: { organization: OrganizationBilling }) {
  const t = await getTranslations("billing.organization");
  const { used, limit } = organization.seats;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">
        {limit === null
          ? t("seatsUnlimited", { used })
          : limit === 0
            ? t("seatsNone", { used })
            : t("seats", { used, limit })}
      </p>
      {limit !== null && limit > 0 && (
        <div aria-hidden className="h-2 w-full overflow-hidden rounded-full bg-muted">
          <div
            className={used > limit ? "h-full bg-danger" : "h-full bg-primary"}
            style={{ width: `${Math.min(100, (used / limit) * 100)}%` }}
          />
        </div>
      )}
      <p className="text-sm text-muted-foreground">{t("seatsHint")}</p>
      {limit !== null && used > limit && <p className="text-sm font-medium text-danger">{t("seatsOver")}</p>}
    </div>
  );
}

async function OrganizationPanel({
  organization,
  canManage,
  overview,
  display,
}: {
  organization: OrganizationBilling;
  canManage: boolean;
  overview: SubscriptionOverview;
  display: Display;
}) {
  const [t, billing] = await Promise.all([getTranslations("billing.organization"), getTranslations("billing")]);
  const { subscription, grant } = organization;
  const live = subscription?.standing.grants === true;
  return (
    <Panel
      icon={<Building2 aria-hidden className="size-5 text-primary" />}
      title={t("title", { organization: organization.organizationName })}
    >
      {subscription ? (
        <SubscriptionStatus standing={subscription.standing} periodEnd={subscription.currentPeriodEnd} />
      ) : (
        !grant && <p>{t("none")}</p>
      )}
      {grant && (
        <div className="flex flex-col gap-2">
          {!subscription && (
            <Badge className="self-start bg-primary-soft text-primary">{billing("status.grant")}</Badge>
          )}
          <p className="text-sm">
            {t("grant", { seats: grant.seats })}{" "}
            {grant.endsAt && billing("dates.grantEnds", { date: await formatBillingDate(grant.endsAt) })}
          </p>
        </div>
      )}
      <Seats organization={organization} />
      {!canManage && (
        <p className="text-sm text-muted-foreground">{t("learner", { organization: organization.organizationName })}</p>
      )}
      {canManage && overview.billingEnabled && (
        <div className="flex flex-col gap-4 border-t pt-4">
          {organization.hasBillingAccount && <PortalButton payer="organization" label={t("portal")} />}
          {!live && overview.purchasable.companySeats && (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">{t("buyTitle")}</h3>
              <p className="text-sm text-muted-foreground">{t("buyText")}</p>
              <SeatCheckout initialSeats={Math.max(1, organization.seats.used)} display={display} />
            </div>
          )}
          {!live && !overview.purchasable.companySeats && (
            <div className="flex flex-col items-start gap-2">
              <p className="text-sm text-muted-foreground">{t("contactText")}</p>
              <Link href="/contact?topic=sales" className={buttonVariants({ variant: "outline" })}>
                {t("contact")}
              </Link>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}

/** The organization that gives the person access, if one does: they need no plan of their own. */
function coveringOrganization(access: Access): string | null {
  return access.allowed && (access.via === "organization" || access.via === "grant") ? access.organizationName : null;
}

async function IndividualPanel({ overview, access }: { overview: SubscriptionOverview; access: Access }) {
  const t = await getTranslations("billing.individual");
  const { subscription, hasBillingAccount } = overview.individual;
  const coveredBy = coveringOrganization(access);
  return (
    <Panel icon={<User aria-hidden className="size-5 text-primary" />} title={t("title")}>
      {subscription ? (
        <SubscriptionStatus standing={subscription.standing} periodEnd={subscription.currentPeriodEnd} />
      ) : (
        <p>{t("none")}</p>
      )}
      {!subscription && coveredBy && (
        <p className="text-sm text-muted-foreground">{t("covered", { organization: coveredBy })}</p>
      )}
      {overview.billingEnabled && hasBillingAccount && (
        <PortalButton payer="individual" label={subscription ? t("portal") : t("pastInvoices")} />
      )}
    </Panel>
  );
}

/** The subscription page's body: billing off said plainly, then the organization's plan and seats, the person's own plan, and the prices. */
export async function SubscriptionView({
  overview,
  access,
  canManageOrganization,
  display,
}: {
  overview: SubscriptionOverview;
  access: Access;
  canManageOrganization: boolean;
  display: Display;
}) {
  const [t, locale] = await Promise.all([getTranslations("billing"), getLocale() as Promise<Locale>]);
  const individualLive = overview.individual.subscription?.standing.grants === true;
  // Someone their organization covers, who never had a plan of their own (an owner, a member), is
  // not told they lack one nor offered one: their organization's panel is what concerns them.
  const coveredBy = coveringOrganization(access);
  const showIndividual =
    !coveredBy || overview.individual.subscription !== null || overview.individual.hasBillingAccount;
  return (
    <div className="flex flex-col gap-6">
      {!overview.billingEnabled && (
        <Card className="flex flex-col gap-2 border-dashed">
          <h2 className="font-display text-xl font-semibold">{t("off.title")}</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{t("off.text")}</p>
        </Card>
      )}
      {!access.allowed && (
        <Card role="alert" className="flex flex-col gap-2 border-danger">
          <h2 className="font-display text-xl font-semibold">{t("denied.title")}</h2>
          <p className="text-sm leading-relaxed">{t(`denied.reasons.${access.reason}`)}</p>
          <p className="text-sm text-muted-foreground">{t("denied.hint")}</p>
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {overview.organization && (
          <OrganizationPanel
            organization={overview.organization}
            canManage={canManageOrganization}
            overview={overview}
            display={display}
          />
        )}
        {showIndividual && <IndividualPanel overview={overview} access={access} />}
      </div>
      <PricingSection
        action={(plan) => {
          if (plan.id === "individual-yearly" && coveredBy && !individualLive)
            return (
              <p className="text-sm text-muted-foreground">{t("individual.covered", { organization: coveredBy })}</p>
            );
          // The same element while the plan goes live, so the outcome the button just reported stays on screen.
          if (plan.id === "individual-yearly" && (overview.purchasable.individual || individualLive))
            return (
              <CheckoutButton
                body={{ plan: plan.id }}
                label={plan.label[locale]}
                display={display}
                purchased={individualLive}
              />
            );
          if (plan.id === "individual-yearly")
            return <p className="text-sm text-muted-foreground">{t("pricing.unavailable")}</p>;
          return undefined;
        }}
      />
    </div>
  );
}
