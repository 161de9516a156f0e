"use client";

import dynamic from "next/dynamic";
import type { BarChartProps } from "./bar-chart-drawing";
import { ChartFrame } from "./chart-frame";
import type { LineChartProps } from "./line-chart-drawing";

export type { ChartPoint } from "./chart-data";

// Recharts is fetched after the page is interactive, and only by pages that draw a chart: until
// then the chart's box keeps its place, and the table beside it already holds every figure.
const BarChartDrawing = dynamic(() => import("./bar-chart-drawing"), { ssr: false });
const LineChartDrawing = dynamic(() => import("./line-chart-drawing"), { ssr: false });

/** A column chart with axes, tooltips, a legend when it has several series, and keyboard access. */
export function BarChart({ height = 176, ...props }: BarChartProps & { height?: number }) {
  return (
    <ChartFrame height={height}>
      <BarChartDrawing {...props} />
    </ChartFrame>
  );
}

/** A line chart with axes, tooltips, a legend when it has several series, and keyboard access. */
export function LineChart({ height = 176, ...props }: LineChartProps & { height?: number }) {
  return (
    <ChartFrame height={height}>
      <LineChartDrawing {...props} />
    </ChartFrame>
  );
}
