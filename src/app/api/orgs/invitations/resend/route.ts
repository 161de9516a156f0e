import { apiRoute } from "@/app/api/_lib/route";
import { invitationIdInput, resendInvitation } from "@/features/orgs";

/** Sends an invitation again with a fresh link; the previous link stops working. */
export const POST = apiRoute({ auth: "admin", input: invitationIdInput }, async ({ input, db, viewer, membership }) => {
  await resendInvitation(db, { userId: viewer.userId, name: viewer.name, membership }, input);
  return Response.json({ ok: true });
});
