import Link from "next/link";

type PagerLabels = { nav: string; previous: string; next: string; status: string };

/**
 * Previous and next around "page X of Y", for a list shown a page at a time. Nothing when there is
 * one page and it is the first; a page past the end links back to the last.
 */
export function Pager({
  page,
  pageCount,
  href,
  labels,
  scroll,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels: PagerLabels;
  /** false: the browser stays where it is (a list in the middle of a long page). */
  scroll?: boolean;
}) {
  if (pageCount <= 1 && page === 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={href(Math.min(page - 1, pageCount))} scroll={scroll}>
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground">{labels.status}</span>
      {page < pageCount ? (
        <Link href={href(page + 1)} scroll={scroll}>
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
