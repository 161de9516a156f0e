/*
 * What an analytics event must never keep: one-time secrets in addresses. Sign-in links and
 * invitations carry theirs in the query or in a path segment (/auth/invitation/<token>), and the
 * SDK records the page's address, path and referrer with every event. Both the browser (before
 * sending) and the server (before storing and relaying) take them out.
 */

const SECRET_AFTER = new Set(["invitation"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/; // an article's words: comprendre-la-loi-96
// An id, or a long run of letters and digits mixing both that is not a slug: a token.
const looksSecret = (segment: string) =>
  UUID.test(segment) ||
  (segment.length >= 20 &&
    /^[A-Za-z0-9_-]+$/.test(segment) &&
    /\d/.test(segment) &&
    /[A-Za-z]/.test(segment) &&
    !SLUG.test(segment));

/** A path with its query, fragment and secret-looking segments taken out. */
export function redactPath(path: string): string {
  const segments = path.replace(/[?#].*$/s, "").split("/");
  return segments
    .map((segment, index) => (SECRET_AFTER.has(segments[index - 1] ?? "") || looksSecret(segment) ? ":token" : segment))
    .join("/");
}

/** An address (absolute, or a path) redacted as above; any other text unchanged. */
export function redactAddress(value: string): string {
  const absolute = /^(https?:\/\/[^/?#]*)(.*)$/is.exec(value);
  if (absolute) return absolute[1]! + redactPath(absolute[2]!);
  return /^\/\S*$/.test(value) ? redactPath(value) : value;
}

/** Every address among an event's properties, redacted. */
export function redactProperties(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, typeof value === "string" ? redactAddress(value) : value]),
  );
}
