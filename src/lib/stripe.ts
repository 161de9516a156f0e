import Stripe from "stripe";
import { env, type Env } from "@/env";

/**
 * The official Stripe SDK with our keys, or null when billing is off (no STRIPE_SECRET_KEY).
 * STRIPE_API_URL points it at another address: tests use a local Stripe-compatible server.
 */
export type StripeSettings = {
  client: Stripe;
  webhookSecret: string;
  automaticTax: boolean;
  publishableKey: string | null;
};

export function stripeFromEnv(source: Env): StripeSettings | null {
  if (!source.STRIPE_SECRET_KEY || !source.STRIPE_WEBHOOK_SECRET) return null;
  const api = source.STRIPE_API_URL ? new URL(source.STRIPE_API_URL) : null;
  const client = new Stripe(source.STRIPE_SECRET_KEY, {
    // A webhook must answer within seconds: a slow Stripe call fails fast and Stripe delivers again.
    timeout: 8000,
    maxNetworkRetries: 1,
    appInfo: { name: "MadameAI" },
    ...(api && {
      host: api.hostname,
      port: Number(api.port) || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });
  return {
    client,
    webhookSecret: source.STRIPE_WEBHOOK_SECRET,
    automaticTax: source.STRIPE_AUTOMATIC_TAX ?? false,
    publishableKey: source.STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

let cached: StripeSettings | null | undefined;

/** The process's Stripe settings (made once, as the environment is read once), or null when billing is off. */
export function stripeSettings(): StripeSettings | null {
  if (cached === undefined) cached = stripeFromEnv(env());
  return cached;
}

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;
