import { getDb } from "@/db";
import { invitationIdInput, requireApiMembership, resendInvitation } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** Sends an invitation again with a fresh link; the previous link stops working. */
export const POST = apiRoute({ input: invitationIdInput }, async ({ request, input }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  await resendInvitation(await getDb(), { userId: viewer.userId, name: viewer.name, membership }, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
