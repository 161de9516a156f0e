import { NextResponse, type NextRequest } from "next/server";
import { DATABASE_RETRY_SECONDS, databaseKnownDown } from "@/db/outage";
import { CSRF_COOKIE, newCsrfSecret } from "@/lib/csrf";
import { flags } from "@/config/flags";
import { LOCALE_COOKIE } from "@/i18n/config";
import { prerenderedScriptHashes } from "@/lib/prerendered-csp";
import {
  CONSENT_COOKIE_NAME,
  PRERENDERED_CACHE_CONTROL,
  THEME_COOKIE_NAME,
  chooseVariant,
  hasSessionCookie,
  PRERENDERED_VARIANT_HEADER,
  isPrerenderedPath,
  variantHeaderValue,
  variantHtmlFile,
} from "@/lib/prerendered-pages";
import { runningWithBuildSettings } from "@/lib/prerendered-settings";
import { contentSecurityPolicy, prerenderedContentSecurityPolicy } from "@/lib/security-headers";

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
  const prerendered = await prerenderedResponse(request);
  if (prerendered) return prerendered;
  // Prefetches reach the proxy only for the prerendered pages' addresses (see the matcher).
  if (request.headers.has("next-router-prefetch")) {
    return NextResponse.next({ request: { headers: withoutVariantHeaders(request.headers) } });
  }
  return renderedPerRequest(request);
}

/** Whether this request gets a prerendered page: a visitor without a session, asking for a public page, on the build that made it. */
export function servesPrerendered(request: NextRequest): boolean {
  return (
    process.env.NODE_ENV === "production" &&
    (request.method === "GET" || request.method === "HEAD") &&
    isPrerenderedPath(request.nextUrl.pathname) &&
    !hasSessionCookie(request.headers.get("cookie")) &&
    runningWithBuildSettings()
  );
}

/**
 * The visitor's variant of a public page, from the build: no nonce and no cookie, so the same
 * bytes suit every visitor with the same choices and a CDN may keep them (decision 038).
 */
async function prerenderedResponse(request: NextRequest): Promise<NextResponse | null> {
  if (!servesPrerendered(request)) return null;
  const { pathname } = request.nextUrl;
  const variant = chooseVariant({
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    themeCookie: request.cookies.get(THEME_COOKIE_NAME)?.value,
    consentCookie: request.cookies.get(CONSENT_COOKIE_NAME)?.value,
    acceptLanguage: request.headers.get("accept-language"),
    themeSwitcher: flags().themeSwitcher,
  });
  const hashes = await prerenderedScriptHashes(variantHtmlFile(pathname, variant));
  if (!hashes) return null;
  const requestHeaders = withoutVariantHeaders(request.headers);
  // next.config.ts rewrites to the variant on this header: a rewrite from here would name the
  // server's own address, which Next.js takes for another server's when it listens on 127.0.0.1.
  requestHeaders.set(PRERENDERED_VARIANT_HEADER, variantHeaderValue(variant));
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", prerenderedContentSecurityPolicy(hashes, { development: false }));
  response.headers.set("Cache-Control", PRERENDERED_CACHE_CONTROL);
  return response;
}

/** The request's headers without those only the proxy may write. */
function withoutVariantHeaders(headers: Headers): Headers {
  const cleaned = new Headers(headers);
  cleaned.delete(PRERENDERED_VARIANT_HEADER);
  // next-intl would take this header's language over the cookie's or the variant's.
  cleaned.delete("x-next-intl-locale");
  return cleaned;
}

async function renderedPerRequest(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === "development",
    embeddedCheckout: process.env.FLAG_EMBEDDED_CHECKOUT === "true" || process.env.FLAG_EMBEDDED_CHECKOUT === "1",
  });

  const requestHeaders = withoutVariantHeaders(request.headers);
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
      // Nor do the JSON routes called many times a minute: the health check (load balancers) and the
      // answers (a browser posting one has the CSRF cookie already, or is refused either way).
      source:
        "/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|fonts/|.*opengraph-image|blog/resources/[^/]+/[^/]+/pdf|api/health$|api/learning/answers$|api/review/answers$).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
    // A prefetch of a prerendered page must get the visitor's variant, as the navigation will (Next.js reads this list as written).
    { source: "/", has: [{ type: "header", key: "next-router-prefetch" }] },
    { source: "/blog/:path*", has: [{ type: "header", key: "next-router-prefetch" }] },
    { source: "/privacy", has: [{ type: "header", key: "next-router-prefetch" }] },
    { source: "/terms", has: [{ type: "header", key: "next-router-prefetch" }] },
  ],
};
