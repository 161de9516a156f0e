import { getDb } from "@/db";
import { memberPlacementInput, placeMember, requireTeamAdmin } from "@/features/team";
import { apiRoute } from "@/lib/api/handler";

/** An admin puts a member in a department and a position of the same organization. */
export const PUT = apiRoute({ input: memberPlacementInput }, async ({ request, input }) => {
  const { membership } = await requireTeamAdmin(request);
  await placeMember(await getDb(), membership, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
