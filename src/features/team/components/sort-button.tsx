import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

/** A column header's sort button; the arrow shows the order, the header's aria-sort announces it. */
export function SortButton({
  sorted,
  onClick,
  children,
}: {
  sorted: false | "asc" | "desc";
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
      {sorted === "asc" ? (
        <ArrowUp aria-hidden className="size-4" />
      ) : sorted === "desc" ? (
        <ArrowDown aria-hidden className="size-4" />
      ) : (
        <ArrowUpDown aria-hidden className="size-4 text-muted-foreground" />
      )}
    </button>
  );
}
