import { apiRoute } from "@/app/api/_lib/route";
import { authDeps, requestSignInLink, signInLinkRequest } from "@/features/auth";

/** Asks for a sign-in link by e-mail. Same answer whether the address has an account or not. */
export const POST = apiRoute(
  { public: true, database: false, input: signInLinkRequest },
  async ({ request, input, locale }) => {
    await requestSignInLink(await authDeps(), input, request.headers, locale);
    return Response.json({ sent: true });
  },
);
