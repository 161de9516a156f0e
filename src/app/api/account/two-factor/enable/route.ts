import { flags } from "@/config/flags";
import { authDeps, passwordConfirmationInput, requireApiViewer, startTwoFactorSetup } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Starts turning two-factor on (password required): answers the authenticator secret, its URI and QR code. */
export const POST = apiRoute({ input: passwordConfirmationInput }, async ({ request, input }) => {
  if (!flags().multiFactorAuth) throw new ApiError("not_found");
  const viewer = await requireApiViewer(request);
  const setup = await startTwoFactorSetup(await authDeps(), viewer, input, request.headers);
  return Response.json(setup, { headers: { "Cache-Control": "no-store" } });
});
