import type { ReactNode } from "react";

/** A page's title (the one h1, id "page-title" for its section's aria-labelledby) and its lead. */
export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 id="page-title" className="font-display text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      {description && <p className="text-muted-foreground">{description}</p>}
    </div>
  );
}
