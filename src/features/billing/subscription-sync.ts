import type Stripe from "stripe";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { billingSubscription, subscriptionStatuses, type SubscriptionStatus } from "@/db/schema";
import { changedFields, recordAudit } from "@/features/audit";
import { logger } from "@/lib/logger";
import { payerColumns, payerOfCustomer, type Payer } from "./queries";

/*
 * Our copy of a subscription, written from what Stripe says now (the caller fetched it fresh),
 * never from an event's snapshot: so deliveries that arrive late, twice or out of order all end
 * in Stripe's current state.
 */

const fromSeconds = (seconds: number | null | undefined): Date | null =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

const knownStatus = (status: string): SubscriptionStatus =>
  (subscriptionStatuses as readonly string[]).includes(status) ? (status as SubscriptionStatus) : "incomplete";

const customerIdOf = (customer: string | Stripe.Customer | Stripe.DeletedCustomer): string =>
  typeof customer === "string" ? customer : customer.id;

/** The payer of a subscription: the customer we made, or failing that the ids we put in its metadata. */
export async function payerOfSubscription(db: Database, subscription: Stripe.Subscription): Promise<Payer | null> {
  const fromCustomer = await payerOfCustomer(db, customerIdOf(subscription.customer));
  if (fromCustomer) return fromCustomer;
  const { userId, organizationId } = subscription.metadata ?? {};
  if (organizationId) return { kind: "organization", organizationId };
  if (userId) return { kind: "user", userId };
  return null;
}

/** Writes Stripe's current state of one subscription; false when it is not one of ours (nothing written). */
export async function saveSubscription(
  db: Database,
  subscription: Stripe.Subscription,
  now = new Date(),
): Promise<boolean> {
  const payer = await payerOfSubscription(db, subscription);
  if (!payer) {
    logger.warn({ subscription: subscription.id }, "stripe subscription of an unknown customer ignored");
    return false;
  }
  // In this API version the billing period lives on the items; every item of ours shares one.
  const item = subscription.items.data[0];
  const status = knownStatus(subscription.status);
  const values = {
    stripeCustomerId: customerIdOf(subscription.customer),
    ...payerColumns(payer),
    priceId: item?.price.id ?? "",
    status,
    quantity: item?.quantity ?? 1,
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: fromSeconds(subscription.trial_end),
    endedAt: fromSeconds(subscription.ended_at),
    updatedAt: now,
  };
  const pastDue = status === "past_due";
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select(auditedColumns)
      .from(billingSubscription)
      .where(eq(billingSubscription.id, subscription.id))
      .limit(1);
    await tx
      .insert(billingSubscription)
      .values({ id: subscription.id, ...values, pastDueSince: pastDue ? now : null })
      // Past due: keep the date it was first seen, so the grace period does not restart with each event.
      .onConflictDoUpdate({
        target: billingSubscription.id,
        set: { ...values, pastDueSince: pastDue ? sql`coalesce(${billingSubscription.pastDueSince}, ${now})` : null },
      });
    if (payer.kind === "organization") await recordBillingChange(tx, payer.organizationId, previous, values, now);
  });
  return true;
}

const auditedColumns = {
  priceId: billingSubscription.priceId,
  status: billingSubscription.status,
  quantity: billingSubscription.quantity,
  cancelAtPeriodEnd: billingSubscription.cancelAtPeriodEnd,
};
type AuditedBilling = { priceId: string; status: string; quantity: number; cancelAtPeriodEnd: boolean };

/** An organization's plan, seats or standing changed: its audit trail says so, Stripe as the actor. */
async function recordBillingChange(
  tx: Database,
  organizationId: string,
  previous: AuditedBilling | undefined,
  next: AuditedBilling,
  now: Date,
): Promise<void> {
  const { priceId, status, quantity, cancelAtPeriodEnd } = next;
  const change = changedFields(previous ?? {}, { priceId, status, quantity, cancelAtPeriodEnd });
  if (Object.keys(change.after).length === 0) return;
  await recordAudit(
    tx,
    { organizationId },
    { act: "billing.changed", actor: { id: null, name: "Stripe" }, ...change },
    now,
  );
}
