import { getDb } from "@/db";
import { addOtherLanguagePosition, deleteOtherLanguagePosition, otherLanguagePositionInput, requireTeamAdmin, unitIdInput } from "@/features/team";
import { apiRoute } from "@/lib/api/handler";

/** An admin records a position that requires another language than French, with its s.46 justification. */
export const POST = apiRoute({ input: otherLanguagePositionInput }, async ({ request, input }) => {
  const { membership } = await requireTeamAdmin(request);
  return Response.json(await addOtherLanguagePosition(await getDb(), membership, input), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const DELETE = apiRoute({ input: unitIdInput }, async ({ request, input }) => {
  const { membership } = await requireTeamAdmin(request);
  await deleteOtherLanguagePosition(await getDb(), membership, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
