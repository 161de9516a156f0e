import { apiRoute } from "@/app/api/_lib/route";
import { authDeps, confirmEmailChange, tokenInput } from "@/features/auth";

/** Uses up an e-mail change link (on POST only, so that opening the link changes nothing). */
export const POST = apiRoute({ input: tokenInput }, async ({ input, locale, viewer }) => {
  const { email } = await confirmEmailChange(await authDeps(), viewer, input, locale);
  return Response.json({ email });
});
