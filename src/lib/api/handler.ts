import type { NextRequest } from "next/server";
import { createTranslator } from "next-intl";
import type { z } from "zod";
import { appSecret, env } from "@/env";
import { DatabaseUnavailableError } from "@/db";
import { LOCALE_COOKIE, type Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { resolveLocale } from "@/i18n/resolve-locale";
import { CSRF_COOKIE, CSRF_HEADER, isValidCsrfToken } from "@/lib/csrf";
import { logger } from "@/lib/logger";
import { ApiError, type ApiErrorBody, type ApiErrorCode, type FieldIssue } from "./errors";
import { parseUntrustedJson } from "./json";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const MAX_JSON_BYTES = 64 * 1024;

export type ApiContext<Input> = { request: NextRequest; input: Input; locale: Locale };

type RouteOptions<Schema extends z.ZodType | undefined> = {
  /** zod schema of the JSON body; the handler receives the parsed value. */
  input?: Schema;
  /**
   * For callers outside the browser that prove who they are another way (Stripe signs its
   * webhooks): no Origin or CSRF check, which such a caller could never pass.
   */
  signedByCaller?: true;
};

type Handler<Schema extends z.ZodType | undefined> = (
  context: ApiContext<Schema extends z.ZodType ? z.infer<Schema> : undefined>,
) => Promise<Response>;

/**
 * Every JSON route goes through here: on mutations it rejects foreign origins and requests
 * without the page's CSRF token, then parses and validates the body, and it turns every failure
 * into `{ error: { code, message } }` in the caller's language. Nothing reaches the caller as
 * an unexplained 500. (The accounts feature adds the session and role checks here.)
 */
export function apiRoute<Schema extends z.ZodType | undefined = undefined>(options: RouteOptions<Schema>, handler: Handler<Schema>) {
  return async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      if (MUTATING.has(request.method) && !options.signedByCaller) await checkMutationIsOurs(request);
      const input = options.input ? await parseBody(request, options.input) : undefined;
      return await handler({ request, input: input as never, locale });
    } catch (error) {
      return apiErrorResponse(toApiError(error, request), locale);
    }
  };
}

export function requestLocale(request: NextRequest): Locale {
  return resolveLocale({ cookie: request.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage: request.headers.get("accept-language") });
}

/** The Origin of a browser request must be the app itself: the configured URL, or the host the request was sent to. */
export function isOwnOrigin(origin: string, request: Pick<NextRequest, "headers">): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(env().APP_URL).origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return host !== null && url.host === host;
}

async function checkMutationIsOurs(request: NextRequest): Promise<void> {
  const origin = request.headers.get("origin");
  if (origin ? !isOwnOrigin(origin, request) : request.headers.get("sec-fetch-site") === "cross-site") {
    logger.warn({ path: request.nextUrl.pathname, origin }, "mutation from a foreign origin refused");
    throw new ApiError("origin_forbidden");
  }
  const valid = await isValidCsrfToken(request.headers.get(CSRF_HEADER), request.cookies.get(CSRF_COOKIE)?.value, appSecret());
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
  const result = schema.safeParse(parsed.value);
  if (!result.success) {
    const fields: FieldIssue[] = result.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code }));
    throw new ApiError("validation_failed", fields);
  }
  return result.data;
}

function toApiError(error: unknown, request: NextRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseUnavailableError) return new ApiError("database_unavailable");
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

export async function errorMessage(code: ApiErrorCode, locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages: messages as never, namespace: "errors.api" as never });
  return t(code as never);
}
