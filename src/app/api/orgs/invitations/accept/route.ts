import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { acceptInvitation, invitationTokenInput, switchOrganization } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** The signed-in invitee joins the organization and starts working in it. */
export const POST = apiRoute({ input: invitationTokenInput }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  const db = await getDb();
  const { organizationId } = await acceptInvitation(db, viewer, input);
  await switchOrganization(db, viewer, { organizationId });
  return Response.json({ organizationId, redirect: "/dashboard" }, { headers: { "Cache-Control": "no-store" } });
});
