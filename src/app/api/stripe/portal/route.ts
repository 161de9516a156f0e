import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { openPortal, portalInput, type Payer } from "@/features/billing";
import { requireApiMembership } from "@/features/orgs";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { stripeSettings } from "@/lib/stripe";

/** Opens Stripe's billing portal: the person's own billing, or their organization's (owners and admins only). */
export const POST = apiRoute({ input: portalInput }, async ({ request, input, locale }) => {
  let payer: Payer;
  if (input.payer === "organization") {
    const { membership } = await requireApiMembership(request, { admin: true });
    payer = { kind: "organization", organizationId: membership.organizationId };
  } else {
    payer = { kind: "user", userId: (await requireApiViewer(request)).userId };
  }
  const settings = stripeSettings();
  if (!settings) throw new ApiError("billing_not_configured");
  return Response.json(await openPortal(await getDb(), settings, { payer, locale }), { headers: { "Cache-Control": "no-store" } });
});
