import { apiRoute } from "@/app/api/_lib/route";
import { memberPlacementInput, placeMember } from "@/features/team";

/** An admin puts a member in a department and a position of the same organization. */
export const PUT = apiRoute(
  { auth: "teamAdmin", input: memberPlacementInput },
  async ({ input, db, viewer, membership }) => {
    await placeMember(db, { organizationId: membership.organizationId, actorId: viewer.userId }, input);
    return Response.json({ ok: true });
  },
);
