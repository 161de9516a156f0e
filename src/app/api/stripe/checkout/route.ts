import { flags } from "@/config/flags";
import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { checkoutInput, startCheckout, type Payer } from "@/features/billing";
import { requireApiMembership } from "@/features/orgs";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { stripeSettings } from "@/lib/stripe";

/**
 * Starts Stripe Checkout: the individual plan for the signed-in person, or seats for their
 * organization (owners and admins only). Answers where to send the browser (popup or redirect)
 * or, with embedded checkout on, the session's client secret.
 */
export const POST = apiRoute({ input: checkoutInput }, async ({ request, input, locale }) => {
  const forOrganization = input.plan === "company-seats";
  const { viewer, payer, name } = forOrganization ? await organizationPayer(request) : await individualPayer(request);
  const settings = stripeSettings();
  if (!settings) throw new ApiError("billing_not_configured");
  const { embeddedCheckout, checkoutDisplay } = flags();
  const started = await startCheckout(await getDb(), settings, {
    payer,
    contact: { email: viewer.email, name },
    planId: input.plan,
    seats: input.seats ?? 1,
    locale,
    display: embeddedCheckout ? "embedded" : checkoutDisplay,
  });
  return Response.json(started, { headers: { "Cache-Control": "no-store" } });
});

async function individualPayer(request: Request) {
  const viewer = await requireApiViewer(request);
  return { viewer, payer: { kind: "user", userId: viewer.userId } satisfies Payer, name: viewer.name };
}

async function organizationPayer(request: Request) {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  return { viewer, payer: { kind: "organization", organizationId: membership.organizationId } satisfies Payer, name: membership.organizationName };
}
