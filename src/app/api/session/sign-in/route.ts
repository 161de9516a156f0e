import { apiRoute } from "@/lib/api/handler";
import { safeRedirectPath, signInInput, signInWithPassword } from "@/features/auth";

/**
 * E-mail and password sign-in; answers where to go next (a path of this site only), or
 * `{ twoFactorRequired: true }` when the person must still give a code (/auth/two-factor).
 */
export const POST = apiRoute({ input: signInInput }, async ({ request, input }) => {
  const { twoFactorRequired } = await signInWithPassword(input, request.headers);
  if (twoFactorRequired) return Response.json({ twoFactorRequired: true }, { headers: { "Cache-Control": "no-store" } });
  return Response.json({ redirect: safeRedirectPath(input.next) }, { headers: { "Cache-Control": "no-store" } });
});
