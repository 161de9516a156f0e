import { isApiErrorBody, type ApiErrorCode } from "@/lib/api/errors";
import { CSRF_HEADER } from "@/lib/csrf-header";

/** "network_error" is the browser's own: the server was never reached. */
export type RequestErrorCode = ApiErrorCode | "network_error";
export type RequestErrorBody = {
  error: { code: RequestErrorCode; message: string; fields?: { path: string; code: string }[] };
};

/** The error a failed call rejects with: the server's JSON error body, always with a stable code. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RequestErrorBody,
  ) {
    super(body.error.message);
    this.name = "RequestError";
  }

  get code(): RequestErrorCode {
    return this.body.error.code;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The CSRF token the server printed in this page's <meta name="csrf-token">. */
export function pageCsrfToken(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null;
}

let fetchedToken: Promise<string | null> | null = null;

/**
 * The page's token or, on a prerendered page (which carries none, decision 038), one asked of the
 * server once per page load. Only changes need it: a GET goes without.
 */
async function csrfTokenFor(method: Method): Promise<string | null> {
  const printed = pageCsrfToken();
  if (printed || method === "GET") return printed;
  fetchedToken ??= fetch("/api/csrf", { headers: { Accept: "application/json" }, credentials: "same-origin" })
    .then(async (response) => (response.ok ? ((await response.json()) as { token: string | null }).token : null))
    .catch(() => null)
    .then((token) => {
      if (!token) fetchedToken = null;
      return token;
    });
  return fetchedToken;
}

/**
 * The one way the browser calls our API: JSON headers, the page's CSRF token, a body when one is
 * given (never for GET: JSON, or a file sent as it is). A redirect answer navigates to its target; an ok answer resolves with its JSON;
 * anything else rejects with a RequestError carrying the JSON error body.
 */
export async function request<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
  const file = body instanceof Blob ? body : null;
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": file ? file.type : "application/json",
  };
  const token = await csrfTokenFor(method);
  if (token) headers[CSRF_HEADER] = token;
  const sendsBody = method !== "GET" && body !== undefined;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: sendsBody ? (file ?? JSON.stringify(body)) : undefined,
      credentials: "same-origin",
    });
  } catch {
    throw new RequestError(0, { error: { code: "network_error", message: "The server could not be reached." } });
  }

  if (response.redirected) {
    window.location.assign(response.url);
    return new Promise<T>(() => undefined); // the page is leaving; nothing should continue
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return json as T;
  if (isApiErrorBody(json)) throw new RequestError(response.status, json);
  throw new RequestError(response.status, {
    error: { code: "internal_error", message: response.statusText || String(response.status) },
  });
}

/** The server's message for a failed call (already in the person's language), or ours when the server could not be reached. */
export function failureText(failure: unknown, networkError: string): string {
  return failure instanceof RequestError && failure.code !== "network_error" ? failure.message : networkError;
}

/**
 * request() for an answer that is a file (the audio of a listen exercise): the same CSRF header
 * and JSON body, resolving with the bytes as a Blob; a failure rejects with the same RequestError.
 */
export async function requestBlob(method: Method, url: string, body?: unknown): Promise<Blob> {
  const headers: Record<string, string> = { Accept: "*/*", "Content-Type": "application/json" };
  const token = await csrfTokenFor(method);
  if (token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    if (response.ok && !response.redirected) return await response.blob();
  } catch {
    throw new RequestError(0, { error: { code: "network_error", message: "The server could not be reached." } });
  }
  if (response.redirected) {
    window.location.assign(response.url);
    return new Promise<Blob>(() => undefined);
  }
  const json: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(json)) throw new RequestError(response.status, json);
  throw new RequestError(response.status, {
    error: { code: "internal_error", message: response.statusText || String(response.status) },
  });
}
