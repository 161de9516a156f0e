"use client";

import { useFormatter } from "next-intl";
import { CartesianGrid, Legend, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from "recharts";
import { chartSurface, gridStroke, legendStyle, pointAxis, tooltipWrapperStyle, valueAxis } from "./chart-axes";
import { toneColour, type ChartPoint, type ChartSeries } from "./chart-data";
import { useChartHint } from "./chart-frame";
import { tooltipContent } from "./chart-tooltip";

export type LineChartProps = {
  label: string;
  points: ChartPoint[];
  series: ChartSeries[];
  /** The value axis's range, e.g. [0, 100] for scores; by default from zero to the highest value. */
  domain?: [number, number];
};

/** A line per series with a dot at each point; arrow keys move the tooltip from point to point. */
export default function LineChartDrawing({ label, points, series, domain }: LineChartProps) {
  const format = useFormatter();
  const hint = useChartHint();
  const rows = points.map((point) => ({ axisLabel: point.axisLabel, ...point.values }));
  return (
    <RechartsLineChart data={rows} {...chartSurface({ label, hint, right: 12 })}>
      <CartesianGrid vertical={false} stroke={gridStroke} strokeDasharray="3 3" />
      <XAxis {...pointAxis} />
      <YAxis {...valueAxis((value) => format.number(value))} domain={domain ?? [0, "auto"]} />
      <Tooltip
        cursor={{ stroke: "var(--muted-foreground)", strokeDasharray: "3 3" }}
        wrapperStyle={tooltipWrapperStyle}
        isAnimationActive={false}
        content={tooltipContent(points)}
      />
      {series.length > 1 && <Legend wrapperStyle={legendStyle} />}
      {series.map((line) => (
        <Line
          key={line.key}
          dataKey={line.key}
          name={line.name}
          type="monotone"
          stroke={toneColour[line.tone]}
          strokeWidth={2}
          dot={{ r: 3, fill: toneColour[line.tone] }}
          activeDot={{ r: 5, stroke: "var(--card)", strokeWidth: 2 }}
          connectNulls
          isAnimationActive={false}
        />
      ))}
    </RechartsLineChart>
  );
}
