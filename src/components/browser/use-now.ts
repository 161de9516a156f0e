"use client";

import { useSyncExternalStore } from "react";

/*
 * The time for on-screen clocks, one timer for the whole page. It ticks only while something
 * shows it.
 */
const TICK_MS = 1000;
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    now = 0;
  };
}

const stopped = () => () => {};

/**
 * The current time in milliseconds, every second while `running`. The server's HTML, hydration,
 * the render before the clock starts and a stopped clock show `serverValue` (a time both sides
 * agree on); the browser's time follows.
 */
export function useNow(serverValue: number, running = true): number {
  const fallback = () => serverValue;
  return useSyncExternalStore(running ? subscribe : stopped, running ? () => now || serverValue : fallback, fallback);
}
