/*
 * JSON from outside, parsed with the limits a database and a log can take: text that PostgreSQL
 * cannot store (a NUL character) or that is not valid Unicode (a lone surrogate) and nesting
 * deeper than any of our bodies are refused, so they never reach a query as a 500.
 */

/** Deeper than any body our routes take (an analytics event is the deepest, at about 5 levels). */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a parsed value cannot be taken, or null when it can. */
export function unsafeJsonReason(value: unknown, depth = 0): "nul" | "surrogate" | "depth" | null {
  if (depth > MAX_JSON_DEPTH) return "depth";
  if (typeof value === "string")
    return value.includes("\u0000") ? "nul" : LONE_SURROGATE.test(value) ? "surrogate" : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const reason = unsafeJsonReason(item, depth + 1);
      if (reason) return reason;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const reason = unsafeJsonReason(key, depth + 1) ?? unsafeJsonReason(item, depth + 1);
      if (reason) return reason;
    }
  }
  return null;
}

/** The parsed body, or null when it is not JSON or carries text we refuse to store. */
export function parseUntrustedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  return unsafeJsonReason(value) ? { ok: false } : { ok: true, value };
}
