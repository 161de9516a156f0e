import { apiRoute } from "@/app/api/_lib/route";
import { memberIdInput, removeFromOrganization } from "@/features/orgs";

/** An admin takes someone out of the organization (their account and learning data stay theirs). */
export const POST = apiRoute({ auth: "admin", input: memberIdInput }, async ({ input, db, viewer, membership }) => {
  await removeFromOrganization(db, { userId: viewer.userId, membership }, input);
  return Response.json({ ok: true });
});
