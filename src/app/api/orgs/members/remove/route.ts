import { getDb } from "@/db";
import { memberIdInput, removeFromOrganization, requireApiMembership } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** An admin takes someone out of the organization (their account and learning data stay theirs). */
export const POST = apiRoute({ input: memberIdInput }, async ({ request, input }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  await removeFromOrganization(await getDb(), { userId: viewer.userId, membership }, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
