import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { appSecret } from "@/env";
import { CSRF_COOKIE, csrfTokenFor } from "@/lib/csrf";

/**
 * This browser's CSRF token, for prerendered pages, which carry none: the proxy has put the secret
 * cookie on this request. Another site cannot read the answer (same-origin JSON, no CORS).
 */
export const GET = apiRoute({ public: true, database: false }, async ({ request }) => {
  const secret = request.cookies.get(CSRF_COOKIE)?.value;
  return NextResponse.json({ token: secret ? await csrfTokenFor(secret, appSecret()) : null });
});
