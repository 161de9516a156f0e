import { apiRoute } from "@/app/api/_lib/route";
import { signOut } from "@/features/auth";

/** Sign-out: ends the session on the server, even when the browser already lost it. */
export const POST = apiRoute({ public: true, database: false }, async ({ request }) => {
  await signOut(request.headers);
  return Response.json({ redirect: "/auth/sign-in" });
});
