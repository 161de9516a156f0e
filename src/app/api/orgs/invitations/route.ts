import { getDb } from "@/db";
import { invitationInput, invite, requireApiMembership } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** An admin invites an address into their organization (the e-mail goes out in the chosen language). */
export const POST = apiRoute({ input: invitationInput }, async ({ request, input }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  const created = await invite(await getDb(), { userId: viewer.userId, name: viewer.name, membership }, input);
  return Response.json(created, { status: 201, headers: { "Cache-Control": "no-store" } });
});
