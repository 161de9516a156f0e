import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { LOCALE_COOKIE } from "../i18n/config";
import { logger } from "./logger";
import { inlineScriptHashes } from "./prerendered-csp";
import {
  CONSENT_COOKIE_NAME,
  PRERENDERED_CACHE_CONTROL,
  PRERENDERED_VARY,
  THEME_COOKIE_NAME,
  chooseVariant,
  hasSessionCookie,
  isPrerenderedPath,
  variantHtmlFile,
} from "./prerendered-pages";
import { prerenderedContentSecurityPolicy, staticSecurityHeaders } from "./security-headers";

/*
 * The production server (server.mjs) asks the front door first; it answers the requests that
 * need nothing Next.js does per request, and leaves every other one to Next.js:
 * - the health check, which load balancers poll on every instance;
 * - a prerendered public page for a visitor without a session (decision 038): the stored HTML of
 *   their variant, with the same headers the proxy gives it on the way through Next.js;
 * - the few JSON routes a learner calls many times a minute (an answer in a lesson): their own
 *   route handler, called with the request as Next.js would build it, without Next.js's router.
 * Next.js alone serves about 800 requests a second on 2 cores, whatever they do; from memory a
 * page costs a lookup, and an answer keeps the time of its own work (decision 053). Anything
 * unusual (a query, an RSC or prefetch header, a session on a public page) goes through Next.js,
 * which answers it as before.
 */
export type FrontDoor = (request: IncomingMessage, response: ServerResponse) => boolean;

export type HealthReport = { status: number; body: unknown };

/** A route's exported POST (src/app/api/…/route.ts): the same handler Next.js would call. */
export type PostHandler = (request: NextRequest) => Promise<Response>;

export type FrontDoorOptions = {
  /** The health check's answer (src/app/api/health builds the same one). */
  health: () => Promise<HealthReport>;
  /** Where the build's pages are: `<dir>/.next/server/app`. */
  buildDir: string;
  themeSwitcher: boolean;
  /** Whether the running settings are those the pages were built with (see prerendered-settings.ts). */
  sameSettings: boolean;
  /** Address → POST handler, for the routes called on every answer; none by default. */
  posts?: Record<string, PostHandler>;
};

const FRONT_DOOR = Symbol.for("madameai.frontDoor");

/** Called once at start (src/instrumentation-node.ts); without server.mjs (`next dev`) nobody asks it. */
export function installFrontDoor(options: FrontDoorOptions): void {
  (globalThis as Record<symbol, unknown>)[FRONT_DOOR] = frontDoor(options);
}

/** Headers Next.js would add to any answer (next.config.ts). */
const STATIC_HEADERS = staticSecurityHeaders({ production: true }).filter(({ key }) => key !== "Vary");

/** The Vary Next.js sends on a prerendered page, with the proxy's additions and compression's. */
const PAGE_VARY = `rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, ${PRERENDERED_VARY}, Accept-Encoding`;

/** Headers by which the Next.js router asks for something other than the page's HTML. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch"];

export function frontDoor({ health, buildDir, themeSwitcher, sameSettings, posts = {} }: FrontDoorOptions): FrontDoor {
  const pages = new PageCache(buildDir);
  const postHandlers = new Map(Object.entries(posts));
  return (request, response) => {
    const method = request.method;
    const url = request.url ?? "";
    if (method === "POST") {
      const handler = postHandlers.get(url);
      if (!handler) return false;
      void answerPost(handler, request, response);
      return true;
    }
    if (method !== "GET" && method !== "HEAD") return false;
    if (url === "/api/health") {
      void answerHealth(health, request, response);
      return true;
    }
    if (!sameSettings || url.includes("?") || !isPrerenderedPath(url)) return false;
    if (ROUTER_HEADERS.some((name) => name in request.headers)) return false;
    const cookieHeader = request.headers.cookie ?? null;
    if (hasSessionCookie(cookieHeader)) return false;
    const cookies = parseCookies(cookieHeader);
    const variant = chooseVariant({
      localeCookie: cookies.get(LOCALE_COOKIE),
      themeCookie: cookies.get(THEME_COOKIE_NAME),
      consentCookie: cookies.get(CONSENT_COOKIE_NAME),
      acceptLanguage: request.headers["accept-language"] ?? null,
      themeSwitcher,
    });
    const cached = pages.peek(variantHtmlFile(url, variant));
    if (cached === undefined) {
      // First visit of this variant since start: Next.js answers while the file is read.
      pages.load(variantHtmlFile(url, variant));
      return false;
    }
    if (cached === null) return false; // not built (the proxy falls back the same way)
    sendPage(cached, request, response);
    return true;
  };
}

async function answerHealth(health: () => Promise<HealthReport>, request: IncomingMessage, response: ServerResponse) {
  let report: HealthReport;
  try {
    report = await health();
  } catch {
    report = { status: 503, body: { status: "degraded" } };
  }
  const body = JSON.stringify(report.body);
  response.statusCode = report.status;
  for (const { key, value } of STATIC_HEADERS) response.setHeader(key, value);
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Content-Type", "application/json");
  response.setHeader("Content-Length", Buffer.byteLength(body));
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * A JSON route's answer, by its own handler: the request as Next.js hands it to a route (its URL
 * on this server's address, the headers, the body as a stream), the response with the headers
 * next.config.ts adds to every answer. The handler turns every failure into a JSON error itself
 * (src/lib/api/handler.ts); this catch is for a bug in that promise.
 */
async function answerPost(handler: PostHandler, request: IncomingMessage, response: ServerResponse) {
  try {
    const answer = await handler(nextRequest(request));
    const body = Buffer.from(await answer.arrayBuffer());
    response.statusCode = answer.status;
    for (const { key, value } of STATIC_HEADERS) response.setHeader(key, value);
    answer.headers.forEach((value, key) => {
      if (key !== "set-cookie") response.setHeader(key, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) response.setHeader("Set-Cookie", cookies);
    response.setHeader("Content-Length", body.length);
    response.end(body);
  } catch (error) {
    logger.error({ err: error, path: request.url }, "front door route failed");
    if (response.headersSent) return void response.destroy();
    response.statusCode = 500;
    response.setHeader("Cache-Control", "no-store");
    response.end();
  }
}

/** The request as Next.js builds it for a route: on the server's own address (not the Host header, which the client writes). */
function nextRequest(request: IncomingMessage): NextRequest {
  const { localAddress = "127.0.0.1", localPort } = request.socket;
  const host = localAddress.includes(":") ? `[${localAddress}]` : localAddress;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new NextRequest(`http://${host}:${localPort}${request.url}`, {
    method: request.method,
    headers,
    body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
    duplex: "half",
  });
}

type StoredPage = {
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  csp: string;
};

/** The built HTML of each variant asked for, with its CSP and compressed copies, read once. */
class PageCache {
  private readonly pages = new Map<string, StoredPage | null>();
  private readonly loading = new Set<string>();

  constructor(private readonly buildDir: string) {}

  /** undefined: not read yet; null: no such file. */
  peek(file: string): StoredPage | null | undefined {
    return this.pages.get(file);
  }

  load(file: string): void {
    if (this.loading.has(file)) return;
    this.loading.add(file);
    void storedPage(path.join(this.buildDir, file))
      .then(
        (page) => this.pages.set(file, page),
        () => this.pages.set(file, null),
      )
      .finally(() => this.loading.delete(file));
  }
}

async function storedPage(file: string): Promise<StoredPage> {
  const identity = await readFile(/* turbopackIgnore: true */ file);
  const [gzipped, brotli] = await Promise.all([
    promisify(gzip)(identity, { level: 9 }),
    promisify(brotliCompress)(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return {
    identity,
    gzip: gzipped,
    brotli,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    csp: prerenderedContentSecurityPolicy(inlineScriptHashes(identity.toString("utf8")), { development: false }),
  };
}

function sendPage(page: StoredPage, request: IncomingMessage, response: ServerResponse): void {
  for (const { key, value } of STATIC_HEADERS) response.setHeader(key, value);
  response.setHeader("Vary", PAGE_VARY);
  response.setHeader("Cache-Control", PRERENDERED_CACHE_CONTROL);
  response.setHeader("Content-Security-Policy", page.csp);
  response.setHeader("ETag", page.etag);
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  if (matchesEtag(request.headers["if-none-match"], page.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body.length);
  response.statusCode = 200;
  response.end(request.method === "HEAD" ? undefined : body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Brotli, then gzip, for a client that accepts it (q=0 refuses). */
export function chooseEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return null;
}

/** Cookie name → value, read as Next.js reads them for the proxy and the pages (a later duplicate wins). */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    if (at < 0) {
      cookies.set(pair, "true");
      continue;
    }
    try {
      cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // A value that is not valid percent-encoding is ignored, as Next.js ignores it.
    }
  }
  return cookies;
}
