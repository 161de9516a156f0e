/** The text field look shared by the account forms. */
export const inputClass =
  "h-12 w-full rounded-xl border bg-background px-4 text-base outline-none transition-colors focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30";
