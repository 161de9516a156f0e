import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A box that scrolls on its own (a wide table on a phone, a long list): named and focusable, so
 * keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is operable (arrow keys scroll it) once focused, and Safari does not make it focusable by itself
      tabIndex={0}
      className={cn(
        "overflow-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
    </div>
  );
}
