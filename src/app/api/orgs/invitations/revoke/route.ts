import { getDb } from "@/db";
import { invitationIdInput, requireApiMembership, revokeInvitation } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** Withdraws a pending invitation of the caller's organization. */
export const POST = apiRoute({ input: invitationIdInput }, async ({ request, input }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  await revokeInvitation(await getDb(), { userId: viewer.userId, name: viewer.name, membership }, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
