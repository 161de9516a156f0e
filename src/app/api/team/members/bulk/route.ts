import { apiRoute } from "@/app/api/_lib/route";
import { changeMembersRoles, removeMembers } from "@/features/orgs";
import { bulkMembersInput, placeMembers } from "@/features/team";

/**
 * An admin moves several members, changes their roles or removes them at once; the answer holds
 * what undoes it (nothing for a removal, which cannot be undone).
 */
export const POST = apiRoute(
  { auth: "teamAdmin", input: bulkMembersInput },
  async ({ input, db, viewer, membership }) => {
    const actor = { userId: viewer.userId, membership };
    if (input.action === "remove") {
      await removeMembers(db, actor, input.userIds);
      return Response.json({ ok: true, previous: [] });
    }
    const { previous } =
      input.action === "role"
        ? await changeMembersRoles(db, actor, input.changes)
        : await placeMembers(db, { organizationId: membership.organizationId, actorId: viewer.userId }, input);
    return Response.json({ ok: true, previous });
  },
);
