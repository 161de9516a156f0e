import { logger } from "@/lib/logger";

/*
 * A small in-process cache that serves a value while it is fresh, serves it stale while one
 * background call recomputes it, and computes it only once for callers that arrive together.
 * For figures that are costly to compute and fine a few minutes old (a team's weekly activity
 * over half a year): the screen says when they were computed. A failure is never cached.
 */

export type Cached<T> = { value: T; computedAt: Date };
type Entry<T> = { value?: Cached<T>; pending?: Promise<Cached<T>> };

export function createStaleCache<T>({
  name,
  maxAgeMs,
  maxEntries = 500,
  now = () => Date.now(),
}: {
  name: string;
  maxAgeMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry<T>>();

  function refresh(key: string, entry: Entry<T>, compute: () => Promise<T>): Promise<Cached<T>> {
    entry.pending ??= compute()
      .then((value) => {
        entry.value = { value, computedAt: new Date(now()) };
        return entry.value;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    return entry.pending;
  }

  return {
    async get(key: string, compute: () => Promise<T>): Promise<Cached<T>> {
      let entry = entries.get(key);
      if (!entry) {
        // The oldest key goes first when the cache is full (a Map keeps insertion order).
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entry = {};
        entries.set(key, entry);
      }
      if (!entry.value) return refresh(key, entry, compute);
      if (now() - entry.value.computedAt.getTime() > maxAgeMs) {
        refresh(key, entry, compute).catch((error: unknown) =>
          logger.warn(
            { cache: name, key, err: error instanceof Error ? error.message : String(error) },
            "stale figures kept: recomputing failed",
          ),
        );
      }
      return entry.value;
    },
    /** Forgets every entry (tests). */
    clear() {
      entries.clear();
    },
  };
}
