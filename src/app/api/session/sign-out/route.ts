import { apiRoute } from "@/lib/api/handler";
import { signOut } from "@/features/auth";

/** The brief's sign-out: ends the session on the server, even when the browser already lost it. */
export const POST = apiRoute({}, async ({ request }) => {
  await signOut(request.headers);
  return Response.json({ redirect: "/auth/sign-in" }, { headers: { "Cache-Control": "no-store" } });
});
