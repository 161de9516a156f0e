import { getDb } from "@/db";
import { changeMemberRole, memberRoleInput, requireApiMembership } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** An admin changes a member's role, within what their own role allows. */
export const POST = apiRoute({ input: memberRoleInput }, async ({ request, input }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  await changeMemberRole(await getDb(), { userId: viewer.userId, membership }, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
