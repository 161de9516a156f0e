"use client";

import { useEffect } from "react";
import { request } from "@/lib/request";
import { AUTH_CHANNEL, signOutEverywhere } from "../session-client";

const CHECK_EVERY_MS = 60_000;

/**
 * Keeps this tab in step with the server: when the session is gone (expired, revoked, or signed
 * out in another tab), it signs out here too and shows the sign-in page.
 */
export function SessionWatcher() {
  useEffect(() => {
    let leaving = false;
    const leave = (tellOtherTabs: boolean) => {
      if (leaving) return;
      leaving = true;
      void signOutEverywhere({ tellOtherTabs });
    };
    const check = async () => {
      if (leaving || document.visibilityState !== "visible") return;
      try {
        const { user } = await request<{ user: { id: string } | null }>("GET", "/api/session");
        if (!user) leave(true);
      } catch {
        // Offline or server busy: the session may well still be there; check again later.
      }
    };
    let channel: BroadcastChannel | null = null;
    try {
      channel = new BroadcastChannel(AUTH_CHANNEL);
      channel.onmessage = () => leave(false);
    } catch {
      channel = null;
    }
    const timer = setInterval(check, CHECK_EVERY_MS);
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
      channel?.close();
    };
  }, []);
  return null;
}
