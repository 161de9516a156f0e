import { apiRoute } from "@/app/api/_lib/route";
import { flags } from "@/config/flags";
import { authDeps, resendVerificationEmail, verificationResendInput } from "@/features/auth";

/** Sends the address confirmation link again; the same answer whether or not the address has an account. */
export const POST = apiRoute(
  { public: true, database: false, input: verificationResendInput, enabled: () => flags().emailVerification },
  async ({ input }) => {
    await resendVerificationEmail(await authDeps(), input);
    return Response.json({ sent: true });
  },
);
