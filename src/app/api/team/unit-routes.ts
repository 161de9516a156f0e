import { apiRoute } from "@/app/api/_lib/route";
import {
  createUnit,
  deleteUnit,
  renameUnit,
  unitIdInput,
  unitNameInput,
  unitRenameInput,
  type UnitKind,
} from "@/features/team";

const acting = (viewer: { userId: string }, membership: { organizationId: string }) => ({
  organizationId: membership.organizationId,
  actorId: viewer.userId,
});

/** The handlers of /api/team/departments and /api/team/positions: the two lists work alike. */
export function unitRoutes(kind: UnitKind) {
  return {
    POST: apiRoute({ auth: "teamAdmin", input: unitNameInput }, async ({ input, db, viewer, membership }) =>
      Response.json(await createUnit(db, acting(viewer, membership), kind, input.name), { status: 201 }),
    ),
    PATCH: apiRoute({ auth: "teamAdmin", input: unitRenameInput }, async ({ input, db, viewer, membership }) => {
      await renameUnit(db, acting(viewer, membership), kind, input);
      return Response.json({ ok: true });
    }),
    DELETE: apiRoute({ auth: "teamAdmin", input: unitIdInput }, async ({ input, db, viewer, membership }) => {
      await deleteUnit(db, acting(viewer, membership), kind, input);
      return Response.json({ ok: true });
    }),
  };
}
