import { apiRoute } from "@/app/api/_lib/route";
import { unsubscribeFromReminders } from "@/features/reminders";

/**
 * One-click unsubscribe (RFC 8058): mail clients POST here, without a session or a CSRF token, to
 * the address in a reminder's List-Unsubscribe header; the signed token in it is the proof.
 */
export const POST = apiRoute({ public: true, signedByCaller: true }, async ({ request, db }) => {
  await unsubscribeFromReminders(db, request.nextUrl.searchParams.get("token"));
  // The page's button goes where this says; a mail client reads nothing of it.
  return Response.json({ ok: true, redirect: "/auth/unsubscribe?done=1" });
});

/** Opening the address changes nothing (mail scanners open every link): it leads to the page with the button. */
export const GET = apiRoute({ public: true, database: false }, async ({ request }) => {
  const token = request.nextUrl.searchParams.get("token");
  const page = token ? `/auth/unsubscribe?token=${encodeURIComponent(token)}` : "/auth/unsubscribe";
  // A relative address: behind a proxy the request's own origin may be an internal one.
  return new Response(null, { status: 303, headers: { Location: page } });
});
