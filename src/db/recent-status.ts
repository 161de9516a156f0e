/**
 * A check whose answer is shared for a short while: every caller within `maxAgeMs` of the last
 * check gets its answer (the same promise, so callers during a check wait for that one check).
 * `forget()` makes the next caller check again at once.
 */
export function createRecentCheck<T>(check: () => Promise<T>, maxAgeMs: number, now = () => Date.now()) {
  let recent: { at: number; answer: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!recent || now() - recent.at >= maxAgeMs) recent = { at: now(), answer: check() };
      return recent.answer;
    },
    forget(): void {
      recent = undefined;
    },
  };
}
