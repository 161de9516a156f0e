import { apiRoute } from "@/app/api/_lib/route";
import { acceptInvitation, invitationTokenInput, switchOrganization } from "@/features/orgs";

/** The signed-in invitee joins the organization and starts working in it. */
export const POST = apiRoute({ input: invitationTokenInput }, async ({ input, db, viewer }) => {
  const { organizationId } = await acceptInvitation(db, viewer, input);
  await switchOrganization(db, viewer, { organizationId });
  return Response.json({ organizationId, redirect: "/dashboard" });
});
