import { apiRoute } from "@/app/api/_lib/route";
import { flags } from "@/config/flags";
import { accountDeletionInput, authDeps, deleteAccount } from "@/features/auth";

/** Deletes the signed-in person's account and signs out; `not_found` while the accountDeletion flag is off. */
export const POST = apiRoute(
  { input: accountDeletionInput, enabled: () => flags().accountDeletion },
  async ({ request, input, locale, viewer }) => {
    await deleteAccount(await authDeps(), viewer, input, request.headers, locale);
    return Response.json({ deleted: true });
  },
);
