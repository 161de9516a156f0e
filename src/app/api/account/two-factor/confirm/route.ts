import { flags } from "@/config/flags";
import { authDeps, confirmTwoFactorSetup, requireApiViewer, twoFactorSetupConfirmation } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Finishes turning two-factor on with a code from the app; answers the recovery codes, this once. */
export const POST = apiRoute({ input: twoFactorSetupConfirmation }, async ({ request, input }) => {
  if (!flags().multiFactorAuth) throw new ApiError("not_found");
  const viewer = await requireApiViewer(request);
  const result = await confirmTwoFactorSetup(await authDeps(), viewer, input, request.headers);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});
