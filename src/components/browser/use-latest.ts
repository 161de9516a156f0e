"use client";

import { useLayoutEffect, useRef } from "react";

/**
 * The value of the last render, for callbacks that outlive it (a recogniser's or recorder's
 * events, a stream being read) and must call the caller's current handler, not the one they
 * started with. Written after each commit, so rendering stays pure.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
