import type { CSSProperties } from "react";

/** Axis text and lines in the design system's colours, so both themes follow the CSS variables. */
export const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };
export const axisLine = { stroke: "var(--border)" };
export const gridStroke = "var(--border)";
export const legendStyle: CSSProperties = { fontSize: 12, color: "var(--foreground)" };
/** The tooltip's own box draws its border and background; Recharts' wrapper adds none. */
export const tooltipWrapperStyle: CSSProperties = { outline: "none", zIndex: 10 };

/** The chart's surface: the whole frame, its name, and how to move along it for assistive technologies. */
export const chartSurface = ({ label, hint, right }: { label: string; hint: string; right: number }) => ({
  responsive: true,
  style: { width: "100%", height: "100%" },
  margin: { top: 8, right, bottom: 0, left: 0 },
  title: label,
  desc: hint,
  "aria-label": label,
});

/** The axis along the points: each point's short label, the first and last always shown. */
export const pointAxis = {
  dataKey: "axisLabel",
  tick: axisTick,
  axisLine,
  tickLine: false,
  interval: "preserveStartEnd",
} as const;

/** The value axis, its numbers in the reader's format. */
export const valueAxis = (formatNumber: (value: number) => string) => ({
  tick: axisTick,
  axisLine: false,
  tickLine: false,
  width: 36,
  allowDecimals: false,
  tickFormatter: formatNumber,
});
