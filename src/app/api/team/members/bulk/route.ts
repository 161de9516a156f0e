import { apiRoute } from "@/app/api/_lib/route";
import { bulkPlacementInput, placeMembers } from "@/features/team";

/** An admin moves several members to a department or position at once; the answer holds what undoes it. */
export const POST = apiRoute({ auth: "teamAdmin", input: bulkPlacementInput }, async ({ input, db, membership }) => {
  const { previous } = await placeMembers(db, membership, input);
  return Response.json({ ok: true, previous });
});
