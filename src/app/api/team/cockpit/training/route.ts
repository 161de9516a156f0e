import { getDb } from "@/db";
import { addTrainingEntry, deleteTrainingEntry, requireTeamAdmin, trainingEntryInput, unitIdInput } from "@/features/team";
import { apiRoute } from "@/lib/api/handler";

/** An admin enters a class or a Francisation Québec session in the training ledger. */
export const POST = apiRoute({ input: trainingEntryInput }, async ({ request, input }) => {
  const { viewer, membership } = await requireTeamAdmin(request);
  return Response.json(await addTrainingEntry(await getDb(), { organizationId: membership.organizationId, userId: viewer.userId }, input), { status: 201, headers: { "Cache-Control": "no-store" } });
});

/** Removes an entry of the ledger. */
export const DELETE = apiRoute({ input: unitIdInput }, async ({ request, input }) => {
  const { membership } = await requireTeamAdmin(request);
  await deleteTrainingEntry(await getDb(), membership, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
