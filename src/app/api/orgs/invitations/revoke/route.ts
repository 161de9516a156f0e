import { apiRoute } from "@/app/api/_lib/route";
import { invitationIdInput, revokeInvitation } from "@/features/orgs";

/** Withdraws a pending invitation of the caller's organization. */
export const POST = apiRoute({ auth: "admin", input: invitationIdInput }, async ({ input, db, viewer, membership }) => {
  await revokeInvitation(db, { userId: viewer.userId, name: viewer.name, membership }, input);
  return Response.json({ ok: true });
});
