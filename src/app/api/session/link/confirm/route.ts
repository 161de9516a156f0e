import { apiRoute } from "@/app/api/_lib/route";
import { confirmSignInLink, safeRedirectPath, signInLinkConfirmation } from "@/features/auth";

/**
 * Uses up a sign-in link (on POST only, so that opening the e-mail link signs nobody in). With
 * two-factor on, the next stop is the code page, which then goes where the link pointed.
 */
export const POST = apiRoute(
  { public: true, database: false, input: signInLinkConfirmation },
  async ({ request, input }) => {
    const { twoFactorRequired } = await confirmSignInLink(input, request.headers);
    const next = safeRedirectPath(input.next);
    return Response.json({ redirect: twoFactorRequired ? `/auth/two-factor?next=${encodeURIComponent(next)}` : next });
  },
);
