import { apiRoute } from "@/app/api/_lib/route";
import { changeMemberRole, memberRoleInput } from "@/features/orgs";

/** An admin changes a member's role, within what their own role allows. */
export const POST = apiRoute({ auth: "admin", input: memberRoleInput }, async ({ input, db, viewer, membership }) => {
  await changeMemberRole(db, { userId: viewer.userId, membership }, input);
  return Response.json({ ok: true });
});
