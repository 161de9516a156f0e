import { useId, type ComponentProps } from "react";

export const inputClass =
  "h-12 w-full rounded-xl border bg-background px-4 text-base outline-none transition-colors focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 aria-readonly:bg-muted aria-readonly:text-muted-foreground";

/** A labelled input, with an optional hint read out with it by screen readers. */
export function TextField({ label, hint, id, ...input }: ComponentProps<"input"> & { label: string; hint?: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input id={inputId} aria-describedby={hint ? hintId : undefined} className={inputClass} {...input} />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
