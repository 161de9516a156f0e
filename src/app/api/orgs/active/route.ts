import { apiRoute } from "@/app/api/_lib/route";
import { activeOrganizationInput, switchOrganization } from "@/features/orgs";

/** Switches the session to another of the caller's organizations. */
export const POST = apiRoute({ input: activeOrganizationInput }, async ({ input, db, viewer }) => {
  await switchOrganization(db, viewer, input);
  return Response.json({ organizationId: input.organizationId });
});
