import { cn } from "@/lib/cn";

/** Today's minutes as a ring filling toward the daily goal; the text beside it says the same for screen readers. */
export function GoalRing({
  minutes,
  goal,
  label,
  className,
}: {
  minutes: number;
  goal: number;
  label: string;
  className?: string;
}) {
  const ratio = goal > 0 ? Math.min(minutes / goal, 1) : 0;
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <div role="img" aria-label={label} className={cn("relative grid size-28 shrink-0 place-items-center", className)}>
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90" aria-hidden>
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - ratio)}
          className={cn(
            "transition-[stroke-dashoffset] duration-700 ease-out motion-reduce:transition-none",
            ratio >= 1 ? "stroke-emerald-500" : "stroke-primary",
          )}
        />
      </svg>
      <span aria-hidden className="flex flex-col items-center leading-none">
        <span className="font-display text-3xl font-semibold tabular-nums">{minutes}</span>
        <span className="text-xs text-muted-foreground">/ {goal} min</span>
      </span>
    </div>
  );
}
