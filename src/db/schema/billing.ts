import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, boolean } from "drizzle-orm/pg-core";
import { organization, user } from "./accounts";

/*
 * Billing. Stripe is the source of truth for subscriptions: these rows are our copy of what it
 * last said, rewritten from a fresh read of Stripe on every webhook. A subscription belongs to
 * one payer: a person (individual plan) or an organization (seats), never both.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const payerUser = () => text("user_id").references(() => user.id, { onDelete: "cascade" });
const payerOrganization = () => text("organization_id").references(() => organization.id, { onDelete: "cascade" });
const onePayer = (table: { userId: unknown; organizationId: unknown }, name: string) =>
  check(name, sql`(${table.userId} is null) <> (${table.organizationId} is null)`);

/** One Stripe customer per person or organization, made at the first checkout and reused after. */
export const billingCustomer = pgTable(
  "billing_customer",
  {
    stripeCustomerId: text("stripe_customer_id").primaryKey(),
    userId: payerUser().unique(),
    organizationId: payerOrganization().unique(),
    createdAt: createdAt(),
  },
  (table) => [onePayer(table, "billing_customer_one_payer")],
);

export const subscriptionStatuses = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const billingSubscription = pgTable(
  "billing_subscription",
  {
    /** Stripe's subscription id (sub_…). */
    id: text("id").primaryKey(),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    userId: payerUser(),
    organizationId: payerOrganization(),
    priceId: text("price_id").notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    /** Seats for an organization; 1 for a person. */
    quantity: integer("quantity").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** When we first saw it past due: the grace period counts from here. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    onePayer(table, "billing_subscription_one_payer"),
    check("billing_subscription_quantity_positive", sql`${table.quantity} >= 0`),
    index("billing_subscription_user_idx").on(table.userId),
    index("billing_subscription_organization_idx").on(table.organizationId),
  ],
);

/** Every Stripe event handled, so a repeated delivery changes nothing; written in the same transaction as its work. */
export const stripeEvent = pgTable("stripe_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Seats given without Stripe: the demo organization's, or a contract invoiced by sales. Access
 * through a grant ends at `endsAt` when it has one.
 */
export const seatGrant = pgTable(
  "seat_grant",
  {
    organizationId: text("organization_id")
      .primaryKey()
      .references(() => organization.id, { onDelete: "cascade" }),
    seats: integer("seats").notNull(),
    note: text("note").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("seat_grant_seats_positive", sql`${table.seats} > 0`)],
);
