import type Stripe from "stripe";
import type { Database } from "@/db";
import { billingCustomer } from "@/db/schema";
import { findPlan, type PlanId } from "@/config/plans";
import { env } from "@/env";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { isStripeError, type StripeSettings } from "@/lib/stripe";
import { standingOf } from "./entitlements";
import { customerIdOf, payerColumns, payerOfCustomer, subscriptionsOf, type Payer } from "./queries";
import { saveSubscription } from "./subscription-sync";

export type CheckoutDisplay = "popup" | "redirect" | "embedded";
export type CheckoutStart =
  | { display: "popup" | "redirect"; url: string }
  | { display: "embedded"; clientSecret: string; publishableKey: string };

const STRIPE_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = { fr: "fr-CA", en: "en", es: "es" };
const payerKey = (payer: Payer) =>
  payer.kind === "user" ? `user:${payer.userId}` : `organization:${payer.organizationId}`;
const payerMetadata = (payer: Payer): Record<string, string> =>
  payer.kind === "user" ? { userId: payer.userId } : { organizationId: payer.organizationId };
const appUrl = (path: string) => new URL(path, env().APP_URL).toString();

/** Any failure of Stripe's becomes one clear answer (503); the details go to the log, not the person. */
async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.error(
      { err: { type: error.type, code: error.code, message: error.message, requestId: error.requestId } },
      `stripe: ${what} failed`,
    );
    throw new ApiError("stripe_unavailable");
  }
}

/** The payer's one Stripe customer: made at the first checkout, reused ever after. */
export async function customerFor(
  db: Database,
  settings: StripeSettings,
  payer: Payer,
  contact: { email: string; name: string },
): Promise<string> {
  const existing = await customerIdOf(db, payer);
  if (existing) return existing;
  // Two checkouts started at once send the same idempotency key, so Stripe makes one customer.
  const customer = await callStripe("customer creation", () =>
    settings.client.customers.create(
      { email: contact.email, name: contact.name, metadata: payerMetadata(payer) },
      { idempotencyKey: `customer-${payerKey(payer)}` },
    ),
  );
  await db
    .insert(billingCustomer)
    .values({ stripeCustomerId: customer.id, ...payerColumns(payer) })
    .onConflictDoNothing();
  return (await customerIdOf(db, payer)) ?? customer.id;
}

/** Whether the payer already holds a subscription that gives access (then the portal changes it, not a new checkout). */
async function hasLiveSubscription(db: Database, payer: Payer, now: Date): Promise<boolean> {
  const subscriptions = await subscriptionsOf(db, payer);
  return subscriptions.some(
    (subscription) =>
      subscription.status !== "canceled" && standingOf(subscription, now, env().BILLING_GRACE_DAYS).grants,
  );
}

export async function startCheckout(
  db: Database,
  settings: StripeSettings,
  request: {
    payer: Payer;
    contact: { email: string; name: string };
    planId: PlanId;
    seats: number;
    locale: Locale;
    display: CheckoutDisplay;
  },
  now = new Date(),
): Promise<CheckoutStart> {
  const plan = findPlan(request.planId);
  if (!plan.stripePriceId) throw new ApiError("plan_unavailable");
  // The environment check asks for the key with the flag; this is the guard for a settings object made otherwise.
  if (request.display === "embedded" && !settings.publishableKey) throw new ApiError("billing_not_configured");
  if (await hasLiveSubscription(db, request.payer, now)) throw new ApiError("already_subscribed");
  const customer = await customerFor(db, settings, request.payer, request.contact);
  const metadata = payerMetadata(request.payer);
  // Stripe replaces {CHECKOUT_SESSION_ID} itself: it must reach Stripe unencoded.
  const back = `${appUrl("/settings/subscription")}?checkout=success&session_id={CHECKOUT_SESSION_ID}`;
  const embedded = request.display === "embedded";
  const session = await callStripe("checkout session creation", () =>
    settings.client.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: payerKey(request.payer),
      line_items: [{ price: plan.stripePriceId!, quantity: request.payer.kind === "organization" ? request.seats : 1 }],
      metadata,
      subscription_data: { metadata },
      locale: STRIPE_LOCALES[request.locale],
      allow_promotion_codes: true,
      ...(embedded
        ? { ui_mode: "embedded_page", return_url: back }
        : { success_url: back, cancel_url: `${appUrl("/settings/subscription")}?checkout=canceled` }),
      // Stripe Tax: GST and QST from the billing address, each shown on the invoice.
      ...(settings.automaticTax && {
        automatic_tax: { enabled: true },
        billing_address_collection: "required",
        customer_update: { address: "auto", name: "auto" },
      }),
      ...(request.payer.kind === "organization" && { tax_id_collection: { enabled: true } }),
    }),
  );
  if (embedded)
    return { display: "embedded", clientSecret: session.client_secret ?? "", publishableKey: settings.publishableKey! };
  if (!session.url) throw new ApiError("stripe_unavailable");
  return { display: request.display === "redirect" ? "redirect" : "popup", url: session.url };
}

/** The billing portal (card, invoices, cancellation) for the payer's customer. */
export async function openPortal(
  db: Database,
  settings: StripeSettings,
  { payer, locale }: { payer: Payer; locale: Locale },
): Promise<{ url: string }> {
  const customer = await customerIdOf(db, payer);
  if (!customer) throw new ApiError("billing_account_missing");
  const session = await callStripe("billing portal session creation", () =>
    settings.client.billingPortal.sessions.create({
      customer,
      return_url: appUrl("/settings/subscription"),
      locale: locale === "fr" ? "fr-CA" : locale,
    }),
  );
  return { url: session.url };
}

export type CheckoutReturn = "complete" | "open" | "unknown";

/**
 * When Checkout sends the person back: their subscription is read from Stripe at once, so the page
 * shows it even before the webhook arrives. Only a session of one of `payers` counts.
 */
export async function syncCheckoutSession(
  db: Database,
  settings: StripeSettings,
  { sessionId, payers }: { sessionId: string; payers: Payer[] },
): Promise<CheckoutReturn> {
  try {
    const session = await settings.client.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
    const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
    const payer = customer ? await payerOfCustomer(db, customer) : null;
    if (!payer || !payers.some((candidate) => payerKey(candidate) === payerKey(payer))) return "unknown";
    if (session.status !== "complete") return "open";
    const subscription = session.subscription;
    if (subscription && typeof subscription !== "string") await saveSubscription(db, subscription);
    return "complete";
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.warn(
      { err: { type: error.type, code: error.code }, sessionId },
      "stripe: checkout session could not be read on return",
    );
    return "unknown";
  }
}
