import { cn } from "@/lib/cn";
import type { Peak } from "../waveform";

/**
 * One recording's waveform, a vertical stroke per column. `columns` is the width shared with the
 * recording it is compared to: a shorter recording fills only its share, so lengths compare at a glance.
 * Decorative: the figure around it says the durations in words.
 */
export function Waveform({ peaks, columns, className }: { peaks: Peak[]; columns: number; className?: string }) {
  const strokes = peaks
    .map((peak, column) => `M${column + 0.5} ${(50 - peak.max * 46).toFixed(1)}V${(50.5 - peak.min * 46).toFixed(1)}`)
    .join("");
  return (
    <svg
      viewBox={`0 0 ${columns} 100`}
      preserveAspectRatio="none"
      className={cn("h-14 w-full", className)}
      aria-hidden
      focusable="false"
    >
      <line x1={0} x2={columns} y1={50} y2={50} className="stroke-border" strokeWidth={1} />
      <path d={strokes} className="stroke-current" strokeWidth={0.7} fill="none" />
    </svg>
  );
}
