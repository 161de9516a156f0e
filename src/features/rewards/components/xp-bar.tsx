import { cn } from "@/lib/cn";

/** Progress toward the next XP level, as a labelled progress bar. */
export function XpBar({
  into,
  needed,
  label,
  className,
}: {
  into: number;
  needed: number;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={needed}
      aria-valuenow={into}
      aria-valuetext={label}
      className={cn("h-3 overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className="h-full rounded-full bg-amber-400 transition-[width] duration-700 ease-out motion-reduce:transition-none dark:bg-amber-300"
        style={{ width: `${needed ? (into / needed) * 100 : 0}%` }}
      />
    </div>
  );
}
