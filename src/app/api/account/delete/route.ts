import { flags } from "@/config/flags";
import { accountDeletionInput, authDeps, deleteAccount, requireApiViewer } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Deletes the signed-in person's account and signs out; `not_found` while the accountDeletion flag is off. */
export const POST = apiRoute({ input: accountDeletionInput }, async ({ request, input, locale }) => {
  if (!flags().accountDeletion) throw new ApiError("not_found");
  const viewer = await requireApiViewer(request);
  await deleteAccount(await authDeps(), viewer, input, request.headers, locale);
  return Response.json({ deleted: true }, { headers: { "Cache-Control": "no-store" } });
});
