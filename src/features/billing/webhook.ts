import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { stripeEvent } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { isStripeError, type StripeSettings } from "@/lib/stripe";
import { saveSubscription } from "./subscription-sync";

/*
 * Stripe's webhooks. Three rules keep payments from being lost or doubled:
 *  - the signature is checked on the raw body, before anything is read from it;
 *  - each event id is recorded in the same transaction as its work, so a repeated delivery finds
 *    it and changes nothing, and a failure in the middle records nothing (Stripe delivers again);
 *  - the subscription is fetched from Stripe, not taken from the event, so whatever order events
 *    arrive in, the last one written is Stripe's current state.
 */

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/**
 * The subscription an event is about, whatever kind of object it carries; null for the events we
 * do not act on (recorded all the same, so they are not looked at twice).
 */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    case "invoice.paid":
    case "invoice.payment_failed":
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    case "checkout.session.completed":
      return event.data.object.mode === "subscription" ? idOf(event.data.object.subscription) : null;
    default:
      return null;
  }
}

function verifiedEvent(settings: StripeSettings, rawBody: string | Buffer, signature: string | null): Stripe.Event {
  try {
    return settings.client.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
  } catch {
    logger.warn("stripe webhook with a missing or invalid signature refused");
    throw new ApiError("webhook_signature_invalid");
  }
}

/** Stripe's current copy; null when Stripe has no such subscription (nothing to do, however often it is delivered). */
async function freshSubscription(settings: StripeSettings, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await settings.client.subscriptions.retrieve(id);
  } catch (error) {
    if (isStripeError(error) && error.code === "resource_missing") return null;
    // 503: Stripe will deliver the event again later; nothing has been recorded.
    logger.error({ err: error, subscription: id }, "stripe subscription could not be fetched for a webhook");
    throw new ApiError("stripe_unavailable");
  }
}

export async function handleStripeWebhook(
  db: Database,
  settings: StripeSettings,
  rawBody: string | Buffer,
  signature: string | null,
  now = new Date(),
): Promise<WebhookOutcome> {
  const event = verifiedEvent(settings, rawBody, signature);
  const [seen] = await db.select({ id: stripeEvent.id }).from(stripeEvent).where(eq(stripeEvent.id, event.id)).limit(1);
  if (seen) return "duplicate";

  const subscriptionId = subscriptionIdOf(event);
  // Fetched before the transaction: a network call must not hold the database's connection.
  const subscription = subscriptionId ? await freshSubscription(settings, subscriptionId) : null;
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [recorded] = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvent.id });
    if (!recorded) return "duplicate"; // a concurrent delivery of the same event got here first
    if (!subscription) return "ignored";
    return (await saveSubscription(tx, subscription, now)) ? "processed" : "ignored";
  });
  logger.info({ event: event.id, type: event.type, subscription: subscriptionId, outcome }, "stripe webhook");
  return outcome;
}
