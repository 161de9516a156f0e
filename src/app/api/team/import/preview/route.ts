import { apiRoute } from "@/app/api/_lib/route";
import { MAX_IMPORT_BYTES, previewImport } from "@/features/team";
import { readBodyWithin } from "@/lib/api/body";

/** The preview of a staff CSV file sent as the raw body: nothing is stored. */
export const POST = apiRoute({ auth: "teamAdmin" }, async ({ request, db, viewer, membership }) => {
  const file = await readBodyWithin(request, MAX_IMPORT_BYTES);
  return Response.json(await previewImport(db, { userId: viewer.userId, name: viewer.name, membership }, file));
});
