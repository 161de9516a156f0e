import type { NextRequest } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { flags } from "@/config/flags";
import type { Database } from "@/db";
import type { Viewer } from "@/features/auth";
import { checkoutInput, startCheckout, type Payer } from "@/features/billing";
import { requireActiveMembership } from "@/features/orgs";
import { ApiError } from "@/lib/api/errors";
import { stripeSettings } from "@/lib/stripe";

/**
 * Starts Stripe Checkout: the individual plan for the signed-in person, or seats for their
 * organization (owners and admins only). Answers where to send the browser (popup or redirect)
 * or, with embedded checkout on, the session's client secret.
 */
export const POST = apiRoute({ input: checkoutInput }, async ({ request, input, locale, db, viewer }) => {
  const { payer, name } =
    input.plan === "company-seats" ? await organizationPayer(db, viewer, request) : individualPayer(viewer);
  const settings = stripeSettings();
  if (!settings) throw new ApiError("billing_not_configured");
  const { embeddedCheckout, checkoutDisplay } = flags();
  const started = await startCheckout(db, settings, {
    payer,
    contact: { email: viewer.email, name },
    planId: input.plan,
    seats: input.seats ?? 1,
    locale,
    display: embeddedCheckout ? "embedded" : checkoutDisplay,
  });
  return Response.json(started);
});

function individualPayer(viewer: Viewer) {
  return { payer: { kind: "user", userId: viewer.userId } satisfies Payer, name: viewer.name };
}

async function organizationPayer(db: Database, viewer: Viewer, request: NextRequest) {
  const membership = await requireActiveMembership(db, viewer, { admin: true, path: request.nextUrl.pathname });
  return {
    payer: { kind: "organization", organizationId: membership.organizationId } satisfies Payer,
    name: membership.organizationName,
  };
}
