import type { Viewer } from "./viewer";

/*
 * A few seconds of memory of who is behind a session cookie, for the routes a learner calls many
 * times a minute (one per answer). It spares the session and user lookups on each call; the
 * price is that a session ended elsewhere keeps answering for at most SESSION_CACHE_MS on this
 * process. Ending a session here forgets the whole cache at once (decision 012).
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { viewer: Viewer; until: number }>();

export function cachedViewer(cookie: string, now = Date.now()): Viewer | null {
  const entry = entries.get(cookie);
  if (!entry) return null;
  if (entry.until > now) return entry.viewer;
  entries.delete(cookie);
  return null;
}

export function rememberViewer(cookie: string, viewer: Viewer, now = Date.now()): void {
  // Oldest first out: a Map keeps insertion order.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(cookie, { viewer, until: now + SESSION_CACHE_MS });
}

/** After anything that ends or changes sessions on this process. */
export function forgetViewers(): void {
  entries.clear();
}
