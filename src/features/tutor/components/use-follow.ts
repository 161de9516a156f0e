"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { follow, initialFollow, type FollowEvent } from "./follow";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** How far the end of `element` lies below the bottom of the viewport (negative when above it). */
const belowViewport = (element: HTMLElement) => element.getBoundingClientRect().bottom - window.innerHeight;

/**
 * Keeps the end of the conversation (`conversationRef`: its newest line, the composer under it) in
 * view while lines arrive, unless the learner has scrolled up to read: then `unseen` says a line is
 * waiting below. `lines` changes with each new line, `streamed` with each piece of an answer.
 */
export function useFollow({
  lines,
  sent,
  streamed,
  enabled,
}: {
  lines: number;
  sent: string | null;
  streamed: string | null;
  enabled: boolean;
}): { conversationRef: RefObject<HTMLDivElement | null>; unseen: boolean; jump: () => void } {
  const conversationRef = useRef<HTMLDivElement>(null);
  const state = useRef(initialFollow);
  const [unseen, setUnseen] = useState(false);

  const apply = useCallback((event: FollowEvent, smooth: boolean) => {
    const element = conversationRef.current;
    if (!element) return;
    const next = follow(state.current, event);
    state.current = next.state;
    setUnseen(next.state.unseen);
    if (next.scroll)
      element.scrollIntoView({ block: "end", behavior: smooth && !reducedMotion() ? "smooth" : "instant" });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const scrolled = () => {
      const element = conversationRef.current;
      if (element) apply({ type: "scrolled", top: window.scrollY, belowEnd: belowViewport(element) }, false);
    };
    // A note opening in the composer, a translation, a rotated phone: the newest line stays in view when it was.
    const resized = () => apply({ type: "resized" }, true);
    const observer = new ResizeObserver(resized);
    if (conversationRef.current) observer.observe(conversationRef.current);
    window.addEventListener("scroll", scrolled, { passive: true });
    window.addEventListener("resize", resized);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", scrolled);
      window.removeEventListener("resize", resized);
    };
  }, [apply, enabled]);

  // A resumed conversation opens on its newest line at once; the lines that follow glide in.
  const opened = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    apply({ type: "madame" }, opened.current);
    opened.current = true;
  }, [apply, enabled, lines]);

  useEffect(() => {
    if (enabled && sent !== null) apply({ type: "learner" }, true);
  }, [apply, enabled, sent]);

  useEffect(() => {
    if (enabled && streamed) apply({ type: "madame" }, false);
  }, [apply, enabled, streamed]);

  const jump = useCallback(() => apply({ type: "jump" }, true), [apply]);
  return { conversationRef, unseen: enabled && unseen, jump };
}
