import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { billingCustomer, billingSubscription, invitation, member, organization, seatGrant } from "@/db/schema";
import type { OrganizationFacts, SeatGrantFacts, SubscriptionFacts } from "./entitlements";

/** Who pays: a person for the individual plan, or an organization for its seats. */
export type Payer = { kind: "user"; userId: string } | { kind: "organization"; organizationId: string };

export const payerColumns = (payer: Payer) =>
  payer.kind === "user"
    ? { userId: payer.userId, organizationId: null }
    : { userId: null, organizationId: payer.organizationId };

const payerFilter = (table: typeof billingCustomer | typeof billingSubscription, payer: Payer) =>
  payer.kind === "user" ? eq(table.userId, payer.userId) : eq(table.organizationId, payer.organizationId);

export type StoredSubscription = SubscriptionFacts & { id: string; priceId: string; updatedAt: Date };

const subscriptionFields = {
  id: billingSubscription.id,
  priceId: billingSubscription.priceId,
  status: billingSubscription.status,
  quantity: billingSubscription.quantity,
  currentPeriodEnd: billingSubscription.currentPeriodEnd,
  cancelAtPeriodEnd: billingSubscription.cancelAtPeriodEnd,
  trialEnd: billingSubscription.trialEnd,
  pastDueSince: billingSubscription.pastDueSince,
  updatedAt: billingSubscription.updatedAt,
};

/** The payer's subscriptions, the most recently changed first. */
export async function subscriptionsOf(db: Database, payer: Payer): Promise<StoredSubscription[]> {
  return db
    .select(subscriptionFields)
    .from(billingSubscription)
    .where(payerFilter(billingSubscription, payer))
    .orderBy(desc(billingSubscription.updatedAt));
}

export async function customerIdOf(db: Database, payer: Payer): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomer.stripeCustomerId })
    .from(billingCustomer)
    .where(payerFilter(billingCustomer, payer))
    .limit(1);
  return row?.id ?? null;
}

/** Whose Stripe customer this is; null for a customer this app did not make. */
export async function payerOfCustomer(db: Database, stripeCustomerId: string): Promise<Payer | null> {
  const [row] = await db
    .select()
    .from(billingCustomer)
    .where(eq(billingCustomer.stripeCustomerId, stripeCustomerId))
    .limit(1);
  if (!row) return null;
  return row.userId
    ? { kind: "user", userId: row.userId }
    : { kind: "organization", organizationId: row.organizationId! };
}

export async function seatGrantOf(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<(SeatGrantFacts & { note: string }) | null> {
  const [row] = await db
    .select({ seats: seatGrant.seats, endsAt: seatGrant.endsAt, note: seatGrant.note })
    .from(seatGrant)
    .where(eq(seatGrant.organizationId, organizationId))
    .limit(1);
  return row ?? null;
}

/** Everything that may give one person access: their own subscriptions and each organization's. */
export async function accessFactsOf(
  db: Database,
  { userId }: { userId: string },
): Promise<{ individual: SubscriptionFacts[]; organizations: OrganizationFacts[] }> {
  const organizations = await db
    .select({
      organizationId: organization.id,
      organizationName: organization.name,
      seats: seatGrant.seats,
      endsAt: seatGrant.endsAt,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .leftJoin(seatGrant, eq(seatGrant.organizationId, member.organizationId))
    .where(eq(member.userId, userId));
  const organizationIds = organizations.map((row) => row.organizationId);
  const subscriptions = await db
    .select({
      ...subscriptionFields,
      userId: billingSubscription.userId,
      organizationId: billingSubscription.organizationId,
    })
    .from(billingSubscription)
    .where(
      organizationIds.length > 0
        ? sql`${billingSubscription.userId} = ${userId} or ${inArray(billingSubscription.organizationId, organizationIds)}`
        : eq(billingSubscription.userId, userId),
    );
  return {
    individual: subscriptions.filter((row) => row.userId === userId),
    organizations: organizations.map(({ organizationId, organizationName, seats, endsAt }) => ({
      organizationId,
      organizationName,
      grant: seats === null ? null : { seats, endsAt },
      subscriptions: subscriptions.filter((row) => row.organizationId === organizationId),
    })),
  };
}

/** Seats held: every member, and every invitation still waiting for an answer. */
export async function seatsUsed(
  db: Database,
  { organizationId, now }: { organizationId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({
      members: sql<number>`(select count(*)::int from ${member} where ${member.organizationId} = ${organizationId})`,
      invitations: sql<number>`(select count(*)::int from ${invitation} where ${and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending"), gt(invitation.expiresAt, now))})`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.members ?? 0) + Number(row?.invitations ?? 0);
}
