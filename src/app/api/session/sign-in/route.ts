import { apiRoute } from "@/lib/api/handler";
import { safeRedirectPath, signInInput, signInWithPassword } from "@/features/auth";

/** E-mail and password sign-in; answers where to go next (a path of this site only). */
export const POST = apiRoute({ input: signInInput }, async ({ request, input }) => {
  await signInWithPassword(input, request.headers);
  return Response.json({ redirect: safeRedirectPath(input.next) }, { headers: { "Cache-Control": "no-store" } });
});
