import { apiRoute } from "@/app/api/_lib/route";
import {
  authDeps,
  completeTwoFactorSignIn,
  safeRedirectPath,
  twoFactorSignInInput,
  withKnownBrowser,
} from "@/features/auth";

/** Second step of a sign-in: a code from the authenticator app or a recovery code; answers where to go next. */
export const POST = apiRoute(
  { public: true, database: false, input: twoFactorSignInInput },
  async ({ request, input }) => {
    const { email } = await completeTwoFactorSignIn(await authDeps(), input, request.headers);
    return withKnownBrowser(Response.json({ redirect: safeRedirectPath(input.next) }), email);
  },
);
