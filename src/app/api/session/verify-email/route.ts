import { flags } from "@/config/flags";
import { authDeps, confirmEmailAddress, tokenInput } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Confirms an address with the e-mailed link's token (on POST only, so opening the link does nothing) and signs in. */
export const POST = apiRoute({ input: tokenInput }, async ({ request, input }) => {
  if (!flags().emailVerification) throw new ApiError("not_found");
  await confirmEmailAddress(await authDeps(), input, request.headers);
  return Response.json({ redirect: "/dashboard" }, { headers: { "Cache-Control": "no-store" } });
});
