import { apiRoute } from "@/app/api/_lib/route";
import { flags } from "@/config/flags";
import { authDeps, confirmEmailAddress, tokenInput } from "@/features/auth";

/** Confirms an address with the e-mailed link's token (on POST only, so opening the link does nothing) and signs in. */
export const POST = apiRoute(
  { public: true, database: false, input: tokenInput, enabled: () => flags().emailVerification },
  async ({ request, input }) => {
    await confirmEmailAddress(await authDeps(), input, request.headers);
    return Response.json({ redirect: "/dashboard" });
  },
);
