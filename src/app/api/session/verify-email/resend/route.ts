import { flags } from "@/config/flags";
import { authDeps, resendVerificationEmail, verificationResendInput } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Sends the address confirmation link again; the same answer whether or not the address has an account. */
export const POST = apiRoute({ input: verificationResendInput }, async ({ input }) => {
  if (!flags().emailVerification) throw new ApiError("not_found");
  await resendVerificationEmail(await authDeps(), input);
  return Response.json({ sent: true }, { headers: { "Cache-Control": "no-store" } });
});
