"use client";

import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (whether it can
 * record, recognise speech; whether React runs yet). The server's HTML and hydration use
 * `serverValue`, so both stay identical; the browser's value follows in the next render. `read`
 * must return a primitive (or the same object each time).
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

const yes = () => true;

/** False in the server's HTML and while hydrating, true once React handles events in the page. */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}
