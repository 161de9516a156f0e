import { apiRoute } from "@/app/api/_lib/route";
import { confirmSignInLink, safeRedirectPath, signInLinkConfirmation, withKnownBrowser } from "@/features/auth";

/**
 * Uses up a sign-in link (on POST only, so that opening the e-mail link signs nobody in). With
 * two-factor on, the next stop is the code page, which then goes where the link pointed.
 */
export const POST = apiRoute(
  { public: true, database: false, input: signInLinkConfirmation },
  async ({ request, input }) => {
    const { twoFactorRequired, email } = await confirmSignInLink(input, request.headers);
    const next = safeRedirectPath(input.next);
    if (twoFactorRequired) return Response.json({ redirect: `/auth/two-factor?next=${encodeURIComponent(next)}` });
    const answer = Response.json({ redirect: next });
    return email ? withKnownBrowser(answer, email) : answer;
  },
);
