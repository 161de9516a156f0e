/**
 * A column chart drawn in SVG, for sighted readers only (aria-hidden): every chart of the team
 * area has the table of its figures beside it, which is what assistive technologies read.
 */
export function BarChart({
  values,
  max,
  highlight,
}: {
  values: (number | null)[];
  max?: number;
  highlight?: (index: number) => boolean;
}) {
  const width = 520;
  const height = 120;
  const top = Math.max(1, max ?? Math.max(0, ...values.map((value) => value ?? 0)));
  const slot = width / Math.max(1, values.length);
  return (
    <svg aria-hidden viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="h-32 w-full">
      <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} className="stroke-border" />
      {values.map((value, index) => {
        // A withheld figure (a group under five) is drawn as a hatched stub, never as zero.
        const barHeight = value === null ? 6 : (value / top) * (height - 8);
        return (
          <rect
            key={index}
            x={index * slot + slot * 0.15}
            y={height - barHeight}
            width={slot * 0.7}
            height={barHeight}
            rx={2}
            className={
              value === null ? "fill-muted-foreground/30" : highlight?.(index) ? "fill-accent" : "fill-primary"
            }
          />
        );
      })}
    </svg>
  );
}

/** A horizontal bar split by share, e.g. the levels of one department (decorative too). */
export function StackedBar({ parts }: { parts: { key: string; value: number; className: string }[] }) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  if (total === 0) return <div aria-hidden className="h-3 rounded-full bg-muted" />;
  return (
    <div aria-hidden className="flex h-3 overflow-hidden rounded-full bg-muted">
      {parts
        .filter((part) => part.value > 0)
        .map((part) => (
          <div key={part.key} className={part.className} style={{ width: `${(part.value / total) * 100}%` }} />
        ))}
    </div>
  );
}
