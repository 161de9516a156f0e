"use client";

import { useFormatter } from "next-intl";
import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Legend,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from "recharts";
import { chartSurface, gridStroke, legendStyle, pointAxis, tooltipWrapperStyle, valueAxis } from "./chart-axes";
import { chartRows, toneColour, type ChartPoint, type ChartSeries } from "./chart-data";
import { useChartHint } from "./chart-frame";
import { tooltipContent } from "./chart-tooltip";

export type BarChartProps = {
  /** The chart's name for assistive technologies (the visible caption usually says the same). */
  label: string;
  points: ChartPoint[];
  series: ChartSeries[];
};

/** Columns per point, one per series; arrow keys move the tooltip from point to point. */
export default function BarChartDrawing({ label, points, series }: BarChartProps) {
  const format = useFormatter();
  const hint = useChartHint();
  const rows = chartRows(points, series);
  const anyHighlight = points.some((point) => point.highlight);
  const fill = (line: ChartSeries, index: number) => {
    const point = points[index];
    if (point?.values[line.key] === null) return "var(--muted-foreground)";
    return toneColour[line.tone];
  };
  const opacity = (line: ChartSeries, index: number) => {
    const point = points[index];
    if (point?.values[line.key] === null) return 0.3;
    return anyHighlight && !point?.highlight ? 0.6 : 1;
  };
  return (
    <RechartsBarChart data={rows} {...chartSurface({ label, hint, right: 8 })}>
      <CartesianGrid vertical={false} stroke={gridStroke} strokeDasharray="3 3" />
      <XAxis {...pointAxis} />
      <YAxis {...valueAxis((value) => format.number(value))} />
      <Tooltip
        cursor={{ fill: "var(--muted)" }}
        wrapperStyle={tooltipWrapperStyle}
        isAnimationActive={false}
        content={tooltipContent(points)}
      />
      {series.length > 1 && <Legend wrapperStyle={legendStyle} />}
      {series.map((line) => (
        <Bar
          key={line.key}
          dataKey={line.key}
          name={line.name}
          fill={toneColour[line.tone]}
          isAnimationActive={false}
          radius={[4, 4, 0, 0]}
          maxBarSize={40}
          shape={(props: BarShapeProps) => (
            <Rectangle {...props} fill={fill(line, props.index)} fillOpacity={opacity(line, props.index)} />
          )}
        />
      ))}
    </RechartsBarChart>
  );
}
