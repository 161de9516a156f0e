import { apiRoute } from "@/lib/api/handler";
import { confirmSignInLink, safeRedirectPath, signInLinkConfirmation } from "@/features/auth";

/** Uses up a sign-in link (on POST only, so that opening the e-mail link signs nobody in). */
export const POST = apiRoute({ input: signInLinkConfirmation }, async ({ request, input }) => {
  await confirmSignInLink(input, request.headers);
  return Response.json({ redirect: safeRedirectPath(input.next) }, { headers: { "Cache-Control": "no-store" } });
});
