import type { Database } from "@/db";
import { findPlan } from "@/config/plans";
import { env } from "@/env";
import { billingEnabled, seatUsageOf, type SeatUsage } from "./access";
import { standingOf, type Standing } from "./entitlements";
import { customerIdOf, seatGrantOf, subscriptionsOf, type Payer, type StoredSubscription } from "./queries";

/** One payer's billing as the subscription page shows it. */
export type PayerBilling = {
  /** The subscription that matters most now (the one giving access, else the latest), or null. */
  subscription: (StoredSubscription & { standing: Standing }) | null;
  /** A Stripe customer exists, so the billing portal (card, invoices) can open. */
  hasBillingAccount: boolean;
};

export type OrganizationBilling = PayerBilling & {
  organizationId: string;
  organizationName: string;
  seats: SeatUsage;
  grant: { seats: number; endsAt: Date | null; note: string } | null;
};

export type SubscriptionOverview = {
  billingEnabled: boolean;
  individual: PayerBilling;
  organization: OrganizationBilling | null;
  /** What can be bought online now: the price ids are configured. */
  purchasable: { individual: boolean; companySeats: boolean };
};

async function payerBilling(db: Database, payer: Payer, now: Date): Promise<PayerBilling> {
  const [subscriptions, customer] = await Promise.all([subscriptionsOf(db, payer), customerIdOf(db, payer)]);
  const graceDays = env().BILLING_GRACE_DAYS;
  const withStanding = subscriptions.map((subscription) => ({
    ...subscription,
    standing: standingOf(subscription, now, graceDays),
  }));
  const subscription = withStanding.find((candidate) => candidate.standing.grants) ?? withStanding[0] ?? null;
  return { subscription, hasBillingAccount: customer !== null };
}

export async function subscriptionOverview(
  db: Database,
  {
    userId,
    organization,
  }: { userId: string; organization: { organizationId: string; organizationName: string } | null },
  now = new Date(),
): Promise<SubscriptionOverview> {
  const enabled = billingEnabled();
  const [individual, organizationBilling] = await Promise.all([
    payerBilling(db, { kind: "user", userId }, now),
    organization
      ? Promise.all([
          payerBilling(db, { kind: "organization", organizationId: organization.organizationId }, now),
          seatUsageOf(db, { organizationId: organization.organizationId }, now),
          seatGrantOf(db, { organizationId: organization.organizationId }),
        ]).then(([billing, seats, grant]) => ({ ...billing, ...organization, seats, grant }))
      : null,
  ]);
  return {
    billingEnabled: enabled,
    individual,
    organization: organizationBilling,
    purchasable: {
      individual: enabled && findPlan("individual-yearly").stripePriceId !== null,
      companySeats: enabled && findPlan("company-seats").stripePriceId !== null,
    },
  };
}
