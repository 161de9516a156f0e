import { getDb } from "@/db";
import { apiRoute } from "@/lib/api/handler";
import { requireTeamAdmin } from "./access";
import { unitIdInput, unitNameInput, unitRenameInput } from "./schemas";
import { createUnit, deleteUnit, renameUnit, type UnitKind } from "./structure";

const noStore = { "Cache-Control": "no-store" };

/** The handlers of /api/team/departments and /api/team/positions: the two lists work alike. */
export function unitRoutes(kind: UnitKind) {
  return {
    POST: apiRoute({ input: unitNameInput }, async ({ request, input }) => {
      const { membership } = await requireTeamAdmin(request);
      return Response.json(await createUnit(await getDb(), membership, kind, input.name), { status: 201, headers: noStore });
    }),
    PATCH: apiRoute({ input: unitRenameInput }, async ({ request, input }) => {
      const { membership } = await requireTeamAdmin(request);
      await renameUnit(await getDb(), membership, kind, input);
      return Response.json({ ok: true }, { headers: noStore });
    }),
    DELETE: apiRoute({ input: unitIdInput }, async ({ request, input }) => {
      const { membership } = await requireTeamAdmin(request);
      await deleteUnit(await getDb(), membership, kind, input);
      return Response.json({ ok: true }, { headers: noStore });
    }),
  };
}
