import { readdirSync } from "node:fs";
import path from "node:path";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderedSettings } from "@/lib/prerendered-settings";
import { PRERENDERED_CACHE_CONTROL } from "@/lib/prerendered-pages";
import { DATABASE_PAGES, config, needsDatabase, proxy, servesPrerendered } from "./proxy";

const builtHashes = vi.hoisted(() => ({ value: ["'sha256-AAAA'", "'sha256-BBBB'"] as string[] | null }));
vi.mock("@/lib/prerendered-csp", () => ({ prerenderedScriptHashes: async () => builtHashes.value }));

const request = (pathname: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(pathname, "http://127.0.0.1:3000"), init);

describe("the requests the proxy sees", () => {
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it("are pages and API routes, but not the health check and the answer routes", () => {
    for (const url of [
      "/",
      "/dashboard",
      "/lesson/fr-a1-u1-l1",
      "/api/csrf",
      "/api/healthz",
      "/api/learning/listen/audio",
    ])
      expect(runs(url), url).toBe(true);
    for (const url of ["/api/health", "/api/learning/answers", "/api/review/answers", "/_next/static/chunk.js"])
      expect(runs(url), url).toBe(false);
  });
});

describe("the pages the proxy answers 503 for while the database is away", () => {
  it("are every page of the groups whose layout needs the database", () => {
    const groups = ["(app)", "(focus)"].flatMap((group) =>
      readdirSync(path.join(__dirname, "app", group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `/${entry.name}`),
    );
    expect(new Set(DATABASE_PAGES)).toEqual(new Set(groups));
  });

  it("are document loads of those pages only", () => {
    expect(needsDatabase(request("/dashboard"))).toBe(true);
    expect(needsDatabase(request("/team/people?q=a"))).toBe(true);
    expect(needsDatabase(request("/lesson/fr-a1-u1-l1", { method: "HEAD" }))).toBe(true);
    // The home page, the blog and sign-in work without it; the API answers 503 on its own.
    for (const pathname of ["/", "/blog", "/auth/sign-in", "/api/health", "/teams", "/dashboards"])
      expect(needsDatabase(request(pathname)), pathname).toBe(false);
    expect(needsDatabase(request("/dashboard", { method: "POST" }))).toBe(false);
    // A client navigation gets the layout's message in its payload, with a status the router follows.
    expect(needsDatabase(request("/dashboard", { headers: { rsc: "1" } }))).toBe(false);
  });
});

describe("the prerendered public pages", () => {
  beforeEach(() => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_SECRET", "proxy-test-secret-0123456789-0123456789");
    vi.stubEnv("PRERENDERED_SETTINGS", prerenderedSettings(process.env));
    builtHashes.value = ["'sha256-AAAA'", "'sha256-BBBB'"];
  });
  afterEach(() => vi.unstubAllEnvs());

  it("go to visitors without a session, for the home page, the blog, resources, privacy and terms", () => {
    for (const pathname of [
      "/",
      "/blog",
      "/blog/en/apprendre-le-francais-au-travail",
      "/blog/resources",
      "/blog/resources/fr/bill-96-employer-guide",
      "/privacy",
      "/terms",
    ])
      expect(servesPrerendered(request(pathname)), pathname).toBe(true);
    for (const pathname of ["/try", "/contact", "/privacy/2026-01-01", "/blog/de/x", "/dashboard", "/auth/sign-in"])
      expect(servesPrerendered(request(pathname)), pathname).toBe(false);
    expect(servesPrerendered(request("/", { headers: { cookie: "madameai.session_token=abc.def" } }))).toBe(false);
    expect(servesPrerendered(request("/", { headers: { cookie: "__Secure-madameai.session_token=a" } }))).toBe(false);
    expect(servesPrerendered(request("/", { method: "POST" }))).toBe(false);
  });

  it("are not served by a server whose settings differ from the build's, nor in development", () => {
    vi.stubEnv("DATA_REGION", "Québec");
    expect(servesPrerendered(request("/privacy"))).toBe(false);
    vi.unstubAllEnvs();
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("PRERENDERED_SETTINGS", prerenderedSettings(process.env));
    expect(servesPrerendered(request("/privacy"))).toBe(false);
  });

  it("answer the variant of the visitor's cookies, with a hash-only CSP, cache headers and no cookie", async () => {
    const response = await proxy(
      request("/blog?x=1", { headers: { cookie: "NEXT_LOCALE=en; theme=dark; madameai_consent=granted" } }),
    );
    expect(response.headers.get("x-middleware-request-x-prerendered-variant")).toBe("en/dark/granted");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';");
    expect(csp).not.toMatch(/nonce|strict-dynamic|unsafe-inline'[^;]*script/);
    expect(response.headers.get("cache-control")).toBe(PRERENDERED_CACHE_CONTROL);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("choose the language as next-intl does without a cookie, and system with an unknown theme", async () => {
    const response = await proxy(
      request("/", { headers: { "accept-language": "es-MX,es;q=0.9", cookie: "theme=pink" } }),
    );
    expect(response.headers.get("x-middleware-request-x-prerendered-variant")).toBe("es/system/unset");
  });

  it("fall back to the page rendered per request when the build has no such file", async () => {
    builtHashes.value = null;
    const response = await proxy(request("/"));
    expect(response.headers.get("x-middleware-request-x-prerendered-variant")).toBeNull();
    expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers.get("set-cookie")).toMatch(/^csrf_secret=/);
  });

  it("are never named by the visitor: the proxy removes the variant header it did not set", async () => {
    const forged = { "x-prerendered-variant": "en/dark/unset", "x-next-intl-locale": "es" };
    const session = { cookie: "madameai.session_token=a.b" };
    for (const response of [
      await proxy(request("/try", { headers: forged })),
      await proxy(request("/", { headers: { ...forged, ...session } })),
      await proxy(request("/blog", { headers: { ...forged, ...session, "next-router-prefetch": "1" } })),
    ]) {
      const overridden = response.headers.get("x-middleware-override-headers")!.split(",");
      expect(overridden).not.toContain("x-prerendered-variant");
      expect(overridden).not.toContain("x-next-intl-locale");
    }
  });
});
