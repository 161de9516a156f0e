import { apiRoute } from "@/app/api/_lib/route";
import { flags } from "@/config/flags";
import { authDeps, passwordConfirmationInput, regenerateRecoveryCodes } from "@/features/auth";

/** Replaces the recovery codes (password required); answers the new ones, this once. */
export const POST = apiRoute(
  { input: passwordConfirmationInput, enabled: () => flags().multiFactorAuth },
  async ({ request, input, viewer }) =>
    Response.json(await regenerateRecoveryCodes(await authDeps(), viewer, input, request.headers)),
);
