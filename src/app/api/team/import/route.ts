import { apiRoute } from "@/app/api/_lib/route";
import { commitImport, importCommitParams, MAX_IMPORT_BYTES } from "@/features/team";
import { readBodyWithin } from "@/lib/api/body";
import { validated } from "@/lib/api/validate";

/**
 * Imports the staff file sent as the raw body, as previewed (`?expected=<valid rows>&locale=fr`):
 * all its valid rows are invited at once, with the jobs that e-mail them.
 */
export const POST = apiRoute({ auth: "teamAdmin" }, async ({ request, db, viewer, membership }) => {
  const params = validated(importCommitParams, Object.fromEntries(request.nextUrl.searchParams));
  const file = await readBodyWithin(request, MAX_IMPORT_BYTES);
  const actor = { userId: viewer.userId, name: viewer.name, membership };
  const { invitationIds } = await commitImport(db, actor, file, {
    expectedValid: params.expected,
    locale: params.locale,
  });
  return Response.json({ invited: invitationIds.length }, { status: 201 });
});
