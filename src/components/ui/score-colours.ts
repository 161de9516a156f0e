/** The colours of a pronunciation score (green ≥ 80, yellow ≥ 60, red below), readable in light and dark. */
export const scoreColourClass: Record<"green" | "yellow" | "red", string> = {
  green:
    "bg-emerald-100 text-emerald-950 border-emerald-300 dark:bg-emerald-950 dark:text-emerald-50 dark:border-emerald-800",
  yellow: "bg-amber-100 text-amber-950 border-amber-300 dark:bg-amber-950 dark:text-amber-50 dark:border-amber-800",
  red: "bg-red-100 text-red-950 border-red-300 dark:bg-red-950 dark:text-red-50 dark:border-red-800",
};
