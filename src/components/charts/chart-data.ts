/** A series drawn on a chart: its name in the legend and the design system's colour it takes. */
export type ChartSeries = { key: string; name: string; tone: "primary" | "accent" };

/**
 * One point on the horizontal axis: its short label under the axis, its full label and the lines
 * of its tooltip (written by the caller in the reader's language), and a value per series, null
 * where the figure is withheld.
 */
export type ChartPoint = {
  key: string;
  axisLabel: string;
  label: string;
  details: string[];
  values: Record<string, number | null>;
  highlight?: boolean;
};

type ChartRow = Record<string, string | number> & { axisLabel: string };

/** Share of the highest bar a withheld figure is drawn at: a stub that cannot be read as zero. */
const WITHHELD_STUB = 0.05;

/** What Recharts plots: one row per point, a withheld figure as a small stub of the highest value. */
export function chartRows(points: ChartPoint[], series: ChartSeries[]): ChartRow[] {
  const highest = Math.max(1, ...points.flatMap((point) => series.map((line) => point.values[line.key] ?? 0)));
  return points.map((point) => {
    const row: ChartRow = { axisLabel: point.axisLabel };
    for (const line of series) row[line.key] = point.values[line.key] ?? highest * WITHHELD_STUB;
    return row;
  });
}

export const toneColour: Record<ChartSeries["tone"], string> = {
  primary: "var(--primary)",
  accent: "var(--accent)",
};
