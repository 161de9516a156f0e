import { apiRoute } from "@/app/api/_lib/route";
import { addTrainingEntry, deleteTrainingEntry, trainingEntryInput } from "@/features/francization";
import { unitIdInput } from "@/features/team";

/** An admin enters a class or a Francisation Québec session in the training ledger. */
export const POST = apiRoute(
  { auth: "teamAdmin", input: trainingEntryInput },
  async ({ input, db, viewer, membership }) =>
    Response.json(
      await addTrainingEntry(db, { organizationId: membership.organizationId, userId: viewer.userId }, input),
      { status: 201 },
    ),
);

/** Removes an entry of the ledger. */
export const DELETE = apiRoute({ auth: "teamAdmin", input: unitIdInput }, async ({ input, db, viewer, membership }) => {
  await deleteTrainingEntry(db, { organizationId: membership.organizationId, actorId: viewer.userId }, input);
  return Response.json({ ok: true });
});
