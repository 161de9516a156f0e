import { apiRoute } from "@/lib/api/handler";
import { confirmSignInLink, safeRedirectPath, signInLinkConfirmation } from "@/features/auth";

/**
 * Uses up a sign-in link (on POST only, so that opening the e-mail link signs nobody in). With
 * two-factor on, the next stop is the code page, which then goes where the link pointed.
 */
export const POST = apiRoute({ input: signInLinkConfirmation }, async ({ request, input }) => {
  const { twoFactorRequired } = await confirmSignInLink(input, request.headers);
  const next = safeRedirectPath(input.next);
  const redirect = twoFactorRequired ? `/auth/two-factor?next=${encodeURIComponent(next)}` : next;
  return Response.json({ redirect }, { headers: { "Cache-Control": "no-store" } });
});
