import { authDeps, confirmEmailChange, requireApiViewer, tokenInput } from "@/features/auth";
import { apiRoute } from "@/lib/api/handler";

/** Uses up an e-mail change link (on POST only, so that opening the link changes nothing). */
export const POST = apiRoute({ input: tokenInput }, async ({ request, input, locale }) => {
  const viewer = await requireApiViewer(request);
  const { email } = await confirmEmailChange(await authDeps(), viewer, input, locale);
  return Response.json({ email }, { headers: { "Cache-Control": "no-store" } });
});
