import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { activeOrganizationInput, switchOrganization } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** Switches the session to another of the caller's organizations. */
export const POST = apiRoute({ input: activeOrganizationInput }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  await switchOrganization(await getDb(), viewer, input);
  return Response.json({ organizationId: input.organizationId }, { headers: { "Cache-Control": "no-store" } });
});
