import { NextResponse, type NextRequest } from "next/server";
import { DATABASE_RETRY_SECONDS, databaseKnownDown } from "@/db/outage";
import { CSRF_COOKIE, newCsrfSecret } from "@/lib/csrf";
import { contentSecurityPolicy } from "@/lib/security-headers";

/** The pages whose layouts need the database: the (app) and (focus) groups (proxy.test.ts keeps the list whole). */
export const DATABASE_PAGES = [
  "/dashboard",
  "/lesson",
  "/madameai",
  "/onboarding",
  "/placement",
  "/pronunciation",
  "/settings",
  "/team",
  "/unit-test",
];

/** A document load of such a page (a client navigation inside the app gets the layout's message as it is). */
export function needsDatabase(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.headers.has("rsc") &&
    DATABASE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))
  );
}

/**
 * Runs before every page and API request: a fresh CSP nonce, and the CSRF secret cookie for
 * browsers that have none yet. It is never the only check: routes verify on their own. While the
 * database is away, a page that needs it says so (its layout does) with status 503 and Retry-After.
 */
export async function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === "development",
    embeddedCheckout: process.env.FLAG_EMBEDDED_CHECKOUT === "true" || process.env.FLAG_EMBEDDED_CHECKOUT === "1",
  });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  // Lets a layout that sends a signed-out visitor to sign-in bring them back to this page.
  requestHeaders.set("x-pathname", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  requestHeaders.set("content-security-policy", csp);

  const existingSecret = request.cookies.get(CSRF_COOKIE)?.value;
  const secret = existingSecret ?? newCsrfSecret();
  if (!existingSecret) {
    // Pages rendered for this very request must already see the secret to print the token.
    const cookieHeader = request.headers.get("cookie");
    requestHeaders.set("cookie", `${cookieHeader ? `${cookieHeader}; ` : ""}${CSRF_COOKIE}=${secret}`);
  }

  // Next.js renders the page with the proxy's status: the layout's message, answered 503.
  const response =
    needsDatabase(request) && (await databaseKnownDown())
      ? NextResponse.next({
          status: 503,
          headers: { "Retry-After": String(DATABASE_RETRY_SECONDS) },
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (!existingSecret) {
    response.cookies.set(CSRF_COOKIE, secret, {
      httpOnly: true,
      sameSite: "lax",
      // Secure whenever the app is served over HTTPS (behind a proxy the request itself may say http).
      secure: (process.env.APP_URL ?? "").startsWith("https://"),
      path: "/",
    });
  }
  return response;
}

export const config = {
  matcher: [
    {
      // Static files need neither a nonce nor the CSRF cookie (which would keep shared caches from storing them).
      source:
        "/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|fonts/|.*opengraph-image|blog/resources/[^/]+/[^/]+/pdf).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
