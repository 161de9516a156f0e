import { apiRoute } from "@/app/api/_lib/route";
import { flags } from "@/config/flags";
import { authDeps, passwordConfirmationInput, startTwoFactorSetup } from "@/features/auth";

/** Starts turning two-factor on (password required): answers the authenticator secret, its URI and QR code. */
export const POST = apiRoute(
  { input: passwordConfirmationInput, enabled: () => flags().multiFactorAuth },
  async ({ request, input, viewer }) =>
    Response.json(await startTwoFactorSetup(await authDeps(), viewer, input, request.headers)),
);
