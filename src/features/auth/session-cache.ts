import type { Viewer } from "./viewer";

/*
 * A few seconds of memory of who is behind a session cookie, for the routes a learner calls many
 * times a minute (one per answer). It spares the session and user lookups on each call; the
 * price is that a session ended on another process keeps answering here for at most
 * SESSION_CACHE_MS after it was last read from the database: a hit never extends the entry, so
 * a cookie used every second is still checked again every SESSION_CACHE_MS. Ending a session on
 * this process forgets the whole cache at once (decision 012).
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

// One memory per process, on globalThis: the bundler may load this file more than once (a route
// compiled for Next.js, the same route in the front door's bundle), and a sign-out through one
// copy must forget what the others remember.
const holder = globalThis as typeof globalThis & {
  __madameaiViewers?: Map<string, { viewer: Viewer; until: number }>;
};
const entries = (holder.__madameaiViewers ??= new Map());

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

/** The person behind this cookie: remembered while fresh, otherwise loaded and remembered from now. */
export async function viewerBriefly(
  cookie: string,
  load: () => Promise<Viewer | null>,
  now: () => number = Date.now,
): Promise<Viewer | null> {
  const remembered = cachedViewer(cookie, now());
  if (remembered) return remembered;
  const viewer = await load();
  if (viewer) rememberViewer(cookie, viewer, now());
  return viewer;
}

/** After anything that ends or changes sessions on this process. */
export function forgetViewers(): void {
  entries.clear();
}
