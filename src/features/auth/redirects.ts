/**
 * Where to go after signing in: only a path of this site. Anything that could leave it
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`) falls back to the dashboard.
 * The value returned is checked, not only the value given: `/..//evil.example` and `/%2e%2e//x`
 * normalise to `//…`, which a browser reads as another host.
 */
export function safeRedirectPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next || !isPathOnly(next)) return fallback;
  try {
    const url = new URL(next, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isPathOnly(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/** A path of this site: one leading slash, never followed by another slash or a backslash, no control characters. */
function isPathOnly(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value) && !/^\/(?:%2f|%5c)/i.test(value);
}
