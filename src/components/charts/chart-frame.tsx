"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * The box every chart is drawn in: a fixed height (the chart is drawn in the browser, so the page
 * does not move when it appears). The surface the keyboard focuses gets the global focus ring,
 * rounded like the cards it sits in.
 */
export function ChartFrame({ height, children }: { height: number; children?: ReactNode }) {
  return (
    <div style={{ height }} className="w-full [&_.recharts-surface]:rounded-lg">
      {children}
    </div>
  );
}

/** What a screen reader hears on reaching a chart, after its name: how to move along it. */
export function useChartHint() {
  return useTranslations("shell.chart")("keys");
}
