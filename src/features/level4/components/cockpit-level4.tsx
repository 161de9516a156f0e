import Link from "next/link";
import { useTranslations } from "next-intl";
import { Pager } from "@/components/ui/pager";
import type { ReadinessStatus } from "../readiness";
import type { TeamTrack, TeamTrackSort } from "../service";
import { StatusBadge, useReadyBy } from "./readiness-summary";

const STATUSES: ReadinessStatus[] = ["ready", "onTrack", "onTheWay", "notStarted"];
const COLUMNS: TeamTrackSort[] = ["name", "status", "date"];

/**
 * The cockpit's "Ready for level 4": one row per member learning French under named sharing
 * (sorted by the column the owner chose), otherwise only counts, withheld under `minimum` people.
 */
export function CockpitLevel4({
  team,
  sort,
  minimum,
  sortHref,
  pageHref,
}: {
  team: TeamTrack;
  sort: TeamTrackSort;
  minimum: number;
  /** The cockpit's address sorted by this column, from its first page (other parameters kept). */
  sortHref: (column: TeamTrackSort) => string;
  /** The cockpit's address at this page of the table, in the same order. */
  pageHref: (page: number) => string;
}) {
  const t = useTranslations("level4.cockpit");
  const pages = useTranslations("team.people");
  const status = useTranslations("level4.status");
  const readyBy = useReadyBy();
  const columnLabels: Record<TeamTrackSort, string> = {
    name: t("columns.name"),
    status: t("columns.status"),
    date: t("columns.date"),
  };
  if (team.kind === "aggregate") {
    if (team.learners === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
    if (!team.counts) return <p className="text-sm text-muted-foreground">{t("withheld", { minimum })}</p>;
    const counts = team.counts;
    return (
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="level4-counts">
        {STATUSES.map((key) => (
          <div key={key} className="flex flex-col gap-1 rounded-2xl border p-3">
            <dt className="text-sm text-muted-foreground">{status(key)}</dt>
            <dd className="font-display text-2xl font-semibold">{counts[key]}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (team.rows.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="level4-table">
          <caption className="sr-only">{t("caption")}</caption>
          <thead>
            <tr className="border-b">
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="py-2 pe-3 font-semibold"
                  aria-sort={column === sort ? "ascending" : undefined}
                >
                  <Link href={sortHref(column)} className="underline-offset-4 hover:underline" scroll={false}>
                    {columnLabels[column]}
                    {column === sort && <span aria-hidden> ↑</span>}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {team.rows.map((row) => (
              <tr key={row.userId} className="border-b last:border-0">
                <th scope="row" className="py-2 pe-3 font-medium">
                  {row.name}
                </th>
                <td className="py-2 pe-3">
                  <StatusBadge status={row.readiness.status} />
                </td>
                <td className="py-2 pe-3">{row.readiness.readyBy ? readyBy(row.readiness.readyBy) : t("noDate")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={team.page}
        pageCount={team.pageCount}
        href={pageHref}
        scroll={false}
        labels={{
          nav: t("pages"),
          previous: pages("previous"),
          next: pages("next"),
          status: pages("pageOf", { page: team.page, count: team.pageCount }),
        }}
      />
    </div>
  );
}
