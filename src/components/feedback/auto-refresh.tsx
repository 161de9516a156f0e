"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Renders the page again from the server at an interval, while this is shown. */
export function AutoRefresh({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
