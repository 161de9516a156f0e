import { after } from "next/server";
import { getDb } from "@/db";
import { commitImport, importCommitParams, MAX_IMPORT_BYTES, requireTeamAdmin, sendImportedInvitations } from "@/features/team";
import { readBodyWithin } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/**
 * Imports the staff file sent as the raw body, as previewed (`?expected=<valid rows>&locale=fr`):
 * all its valid rows are invited at once, and their e-mails go out after the answer.
 */
export const POST = apiRoute({}, async ({ request }) => {
  const admin = await requireTeamAdmin(request);
  const params = importCommitParams.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!params.success) throw new ApiError("validation_failed", params.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code })));
  const file = await readBodyWithin(request, MAX_IMPORT_BYTES);
  const db = await getDb();
  const actor = { userId: admin.viewer.userId, name: admin.viewer.name, membership: admin.membership };
  const { invitationIds } = await commitImport(db, actor, file, { expectedValid: params.data.expected, locale: params.data.locale });
  after(() => sendImportedInvitations(db, actor, invitationIds));
  return Response.json({ invited: invitationIds.length }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
