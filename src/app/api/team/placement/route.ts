import { apiRoute } from "@/app/api/_lib/route";
import { memberPlacementInput, placeMember } from "@/features/team";

/** An admin puts a member in a department and a position of the same organization. */
export const PUT = apiRoute({ auth: "teamAdmin", input: memberPlacementInput }, async ({ input, db, membership }) => {
  await placeMember(db, membership, input);
  return Response.json({ ok: true });
});
