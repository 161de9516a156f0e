import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { appSecret, env } from "@/env";
import { isDatabaseOutage, suspectDatabaseOutage } from "@/db";
import { DATABASE_RETRY_SECONDS } from "@/db/outage";
import { isLocale, LOCALE_COOKIE, type Locale } from "@/i18n/config";
import { errorMessage } from "@/i18n/errors";
import { resolveLocale } from "@/i18n/resolve-locale";
import { CSRF_COOKIE, CSRF_HEADER, isValidCsrfToken } from "@/lib/csrf";
import { requestedHost } from "@/lib/client";
import { logger } from "@/lib/logger";
import { ApiError, type ApiErrorBody } from "./errors";
import { parseUntrustedJson } from "./json";
import { validated } from "./validate";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const MAX_JSON_BYTES = 64 * 1024;

/** What every handler receives: the request, its validated body, and the caller's language. */
export type RouteContext<Input> = { request: NextRequest; input: Input; locale: Locale };

export type InputOf<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

export type RouteHandler = (request: NextRequest) => Promise<Response>;

/** What a route needs besides its body (who is calling, the database), and the caller's saved language if any. */
export type Resolution<Extra> = { context: Extra; savedLocale?: string | null };

type RouteSettings<Schema extends z.ZodType | undefined, Extra> = {
  /** zod schema of the JSON body; the handler receives the parsed value. */
  input?: Schema;
  /**
   * For callers outside the browser that prove who they are another way (Stripe signs its
   * webhooks): no Origin or CSRF check, which such a caller could never pass.
   */
  signedByCaller?: true;
  /** False while the route's feature is switched off: it then does not exist, for anyone (not_found before any session check). */
  enabled?: () => boolean;
  /** Runs once the body is valid; an ApiError it throws (401, 402, 403) is the answer. */
  resolve: (request: NextRequest) => Promise<Resolution<Extra>>;
};

/**
 * The generic half of every JSON route: on mutations it rejects foreign origins and requests
 * without the page's CSRF token, then parses and validates the body, resolves what the route
 * needs, and turns every failure into `{ error: { code, message } }` in the caller's language.
 * Nothing reaches the caller as an unexplained 500, and no answer is cached unless its route
 * says so. Who the caller is comes from `resolve`: this layer knows no feature (the app's
 * `src/app/api/_lib/route.ts` composes it with the guards).
 */
export function routeHandler<Schema extends z.ZodType | undefined, Extra extends object>(
  settings: RouteSettings<Schema, Extra>,
  handler: (context: RouteContext<InputOf<Schema>> & Extra) => Promise<Response>,
): RouteHandler {
  return async (request) => {
    let locale = requestLocale(request);
    try {
      if (MUTATING.has(request.method) && !settings.signedByCaller) await checkMutationIsOurs(request);
      const input = (settings.input ? await parseBody(request, settings.input) : undefined) as InputOf<Schema>;
      if (settings.enabled && !settings.enabled()) throw new ApiError("not_found");
      const { context, savedLocale } = await settings.resolve(request);
      if (isLocale(savedLocale)) locale = savedLocale;
      return noStoreByDefault(await handler({ ...context, request, input, locale }));
    } catch (error) {
      return apiErrorResponse(toApiError(error, request), locale);
    }
  };
}

/** The language of a request without a signed-in caller: the NEXT_LOCALE cookie, then Accept-Language. */
export function requestLocale(request: NextRequest): Locale {
  return resolveLocale({
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get("accept-language"),
  });
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The Origin of a browser request must be the app itself: the configured URL, or the host the request was sent to. */
export function isOwnOrigin(origin: string, request: Pick<NextRequest, "headers">): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(env().APP_URL).origin) return true;
  // Otherwise only the host a trusted proxy forwarded, or this machine under another loopback name
  // (localhost for 127.0.0.1): a Host header written by the client, or by a page that rebound its
  // own domain to this server, proves nothing.
  const host = requestedHost(request.headers);
  if (host === null || url.host !== host) return false;
  return env().TRUSTED_PROXIES > 0 || LOOPBACK_HOSTS.has(url.hostname);
}

async function checkMutationIsOurs(request: NextRequest): Promise<void> {
  const origin = request.headers.get("origin");
  if (origin ? !isOwnOrigin(origin, request) : request.headers.get("sec-fetch-site") === "cross-site") {
    logger.warn({ path: request.nextUrl.pathname, origin }, "mutation from a foreign origin refused");
    throw new ApiError("origin_forbidden");
  }
  const valid = await isValidCsrfToken(
    request.headers.get(CSRF_HEADER),
    request.cookies.get(CSRF_COOKIE)?.value,
    appSecret(),
  );
  if (!valid) {
    logger.warn({ path: request.nextUrl.pathname }, "mutation without a valid CSRF token refused");
    throw new ApiError("csrf_invalid");
  }
}

async function parseBody<Schema extends z.ZodType>(request: NextRequest, schema: Schema): Promise<z.infer<Schema>> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    throw new ApiError("unsupported_media_type");
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new ApiError("payload_too_large");
  // A NUL character or a lone surrogate cannot be stored: refused here, for every route, never a 500 later.
  const parsed = parseUntrustedJson(text);
  if (!parsed.ok) throw new ApiError("invalid_json");
  return validated(schema, parsed.value);
}

/** Answers are about one person at one moment: never cached, unless the route set its own Cache-Control. */
function noStoreByDefault(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // A redirect's headers cannot be changed: the same answer, copied.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}

function toApiError(error: unknown, request: NextRequest): ApiError {
  if (error instanceof ApiError) return error;
  // A database outage is the service's, not the request's: 503, to be tried again in a few seconds.
  if (isDatabaseOutage(error)) {
    suspectDatabaseOutage();
    logger.warn({ path: request.nextUrl.pathname, method: request.method }, "database out of reach");
    return new ApiError("database_unavailable", undefined, { retryAfterSeconds: DATABASE_RETRY_SECONDS });
  }
  logger.error({ err: error, path: request.nextUrl.pathname, method: request.method }, "unhandled error in API route");
  return new ApiError("internal_error");
}

export async function apiErrorResponse(error: ApiError, locale: Locale): Promise<Response> {
  const body: ApiErrorBody = { error: { code: error.code, message: await errorMessage(error.code, locale) } };
  if (error.fields) body.error.fields = error.fields;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (error.options.retryAfterSeconds) headers["Retry-After"] = String(error.options.retryAfterSeconds);
  return Response.json(body, { status: error.status, headers });
}
