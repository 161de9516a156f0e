import { apiRoute } from "@/app/api/_lib/route";
import { openPortal, portalInput, type Payer } from "@/features/billing";
import { requireActiveMembership } from "@/features/orgs";
import { ApiError } from "@/lib/api/errors";
import { stripeSettings } from "@/lib/stripe";

/** Opens Stripe's billing portal: the person's own billing, or their organization's (owners and admins only). */
export const POST = apiRoute({ input: portalInput }, async ({ request, input, locale, db, viewer }) => {
  let payer: Payer = { kind: "user", userId: viewer.userId };
  if (input.payer === "organization") {
    const membership = await requireActiveMembership(db, viewer, { admin: true, path: request.nextUrl.pathname });
    payer = { kind: "organization", organizationId: membership.organizationId };
  }
  const settings = stripeSettings();
  if (!settings) throw new ApiError("billing_not_configured");
  return Response.json(await openPortal(db, settings, { payer, locale }));
});
