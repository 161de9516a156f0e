import { flags } from "@/config/flags";
import { authDeps, passwordConfirmationInput, regenerateRecoveryCodes, requireApiViewer } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Replaces the recovery codes (password required); answers the new ones, this once. */
export const POST = apiRoute({ input: passwordConfirmationInput }, async ({ request, input }) => {
  if (!flags().multiFactorAuth) throw new ApiError("not_found");
  const viewer = await requireApiViewer(request);
  const result = await regenerateRecoveryCodes(await authDeps(), viewer, input, request.headers);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});
