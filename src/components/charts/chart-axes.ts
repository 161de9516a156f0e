import type { CSSProperties } from "react";

/** Axis text and lines in the design system's colours, so both themes follow the CSS variables. */
export const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };
export const axisLine = { stroke: "var(--border)" };
export const gridStroke = "var(--border)";
export const legendStyle: CSSProperties = { fontSize: 12, color: "var(--foreground)" };
/** The tooltip's own box draws its border and background; Recharts' wrapper adds none. */
export const tooltipWrapperStyle: CSSProperties = { outline: "none", zIndex: 10 };
