"use client";

import type { ChartPoint } from "./chart-data";

/** The chart's `content` for Recharts' tooltip: ours, for the given points. */
export function tooltipContent(points: ChartPoint[]) {
  return function PointTooltip({ active, activeIndex }: { active?: boolean; activeIndex?: unknown }) {
    return <ChartTooltip active={active} activeIndex={activeIndex} points={points} />;
  };
}

/**
 * The tooltip of the point under the pointer or the keyboard: its full label and its lines. It is a
 * polite live region, so a screen reader moving along the chart with the arrow keys hears each point.
 */
export function ChartTooltip({
  active,
  activeIndex,
  points,
}: {
  active?: boolean;
  activeIndex?: unknown;
  points: ChartPoint[];
}) {
  const point = active ? points[Number(activeIndex)] : undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="chart-tooltip"
      className={point ? "rounded-xl border bg-card px-3 py-2 text-sm text-card-foreground shadow-md" : "sr-only"}
    >
      {point && (
        <>
          <p className="font-semibold first-letter:uppercase">{point.label}</p>
          {point.details.map((line) => (
            <p key={line} className="tabular-nums">
              {line}
            </p>
          ))}
        </>
      )}
    </div>
  );
}
