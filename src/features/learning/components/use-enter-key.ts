"use client";

import { useEffect, useEffectEvent } from "react";

/**
 * Enter anywhere on the page runs the player's main action (check, continue, next), except on
 * buttons, links and selects, which keep their own Enter. The latest action is always the one
 * run, without re-subscribing on every render.
 */
export function useEnterKey(action: () => void): void {
  const onEnter = useEffectEvent(action);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key !== "Enter" ||
        event.repeat ||
        event.isComposing ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      if ((event.target as HTMLElement | null)?.closest("button, a, summary, select")) return;
      event.preventDefault();
      onEnter();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
