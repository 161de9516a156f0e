import { apiRoute } from "@/app/api/_lib/route";
import { safeRedirectPath, signInInput, signInWithPassword, withKnownBrowser } from "@/features/auth";

/**
 * E-mail and password sign-in; answers where to go next (a path of this site only), or
 * `{ twoFactorRequired: true }` when the person must still give a code (/auth/two-factor).
 */
export const POST = apiRoute({ public: true, database: false, input: signInInput }, async ({ request, input }) => {
  const { twoFactorRequired } = await signInWithPassword(input, request.headers);
  if (twoFactorRequired) return Response.json({ twoFactorRequired: true });
  return withKnownBrowser(Response.json({ redirect: safeRedirectPath(input.next) }), input.email);
});
