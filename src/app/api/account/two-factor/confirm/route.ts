import { apiRoute } from "@/app/api/_lib/route";
import { flags } from "@/config/flags";
import { authDeps, confirmTwoFactorSetup, twoFactorSetupConfirmation } from "@/features/auth";

/** Finishes turning two-factor on with a code from the app; answers the recovery codes, this once. */
export const POST = apiRoute(
  { input: twoFactorSetupConfirmation, enabled: () => flags().multiFactorAuth },
  async ({ request, input, viewer }) =>
    Response.json(await confirmTwoFactorSetup(await authDeps(), viewer, input, request.headers)),
);
