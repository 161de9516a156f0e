import { apiRoute } from "@/app/api/_lib/route";
import { handleStripeWebhook } from "@/features/billing";
import { readBodyWithin } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { stripeSettings } from "@/lib/stripe";

// Stripe's events are a few kilobytes; anything far larger is not Stripe.
const MAX_EVENT_BYTES = 512 * 1024;

/** Stripe's webhook: verified on the raw body by its signature (no CSRF: Stripe is not a browser). */
export const POST = apiRoute({ public: true, signedByCaller: true }, async ({ request, db }) => {
  const settings = stripeSettings();
  if (!settings) throw new ApiError("billing_not_configured");
  // The signature covers the exact bytes Stripe sent: they go to the check untouched.
  const rawBody = Buffer.from(await readBodyWithin(request, MAX_EVENT_BYTES));
  const outcome = await handleStripeWebhook(db, settings, rawBody, request.headers.get("stripe-signature"));
  return Response.json({ received: true, outcome });
});
