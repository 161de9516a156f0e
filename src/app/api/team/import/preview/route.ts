import { getDb } from "@/db";
import { MAX_IMPORT_BYTES, previewImport, requireTeamAdmin } from "@/features/team";
import { readBodyWithin } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";

/** The preview of a staff CSV file sent as the raw body: nothing is stored. */
export const POST = apiRoute({}, async ({ request }) => {
  const { viewer, membership } = await requireTeamAdmin(request);
  const file = await readBodyWithin(request, MAX_IMPORT_BYTES);
  const preview = await previewImport(await getDb(), { userId: viewer.userId, name: viewer.name, membership }, file);
  return Response.json(preview, { headers: { "Cache-Control": "no-store" } });
});
