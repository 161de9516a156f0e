"use client";

import {
  createColumnHelper,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { cn } from "@/lib/cn";
import type { Role } from "@/features/orgs";
import { canadianEquivalent, levelLabel, type Level } from "@/lib/levels";
import type { Person } from "../people";
import type { PeopleQuery } from "../schemas";
import { PeopleBulkBar } from "./people-bulk-bar";
import { PersonEdit } from "./person-edit";
import { peopleHref } from "./people-href";
import { SelectBox } from "./select-box";
import { SortButton } from "./sort-button";
import { UndoToastProvider } from "./undo-toast";

/** A person with what the viewer may do to them: the roles they may give them, and whether they may remove them. */
export type PeopleRow = Person & { isViewer: boolean; removable: boolean; assignable: Role[] };
type Unit = { id: string; name: string };
type SortKey = PeopleQuery["sort"];

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
export const SELECT_PAGE_ID = "people-select-page";
const column = createColumnHelper<typeof features, PeopleRow>();
const PROGRESS_COLUMNS = new Set(["level", "minutes", "lastActive"]);
const SORT_KEYS: ReadonlySet<string> = new Set<SortKey>([
  "name",
  "email",
  "role",
  "department",
  "position",
  "level",
  "minutes",
  "lastActive",
]);
/** Wide enough for most names, addresses and the edit controls; anything longer wraps. */
const CELL_WIDTH: Record<string, string> = {
  select: "w-11 min-w-11",
  name: "min-w-40 break-words",
  email: "min-w-56",
  actions: "min-w-72",
};
/** The checkbox and the name (the row's header) stay in view when the table scrolls sideways. */
const STICKY: Record<string, string> = {
  select: "sticky left-0 z-[1] bg-card",
  name: "sticky left-11 z-[1] bg-card shadow-[1px_0_0_var(--color-border)]",
};
const isSortKey = (id: string): id is SortKey => SORT_KEYS.has(id);

/**
 * One page of people as a table: sorted by the server (the headers are buttons that change the
 * URL), names and units wrapped rather than clipped, the header kept in view while scrolling.
 */
export function PeopleTable({
  rows,
  query,
  named,
  labelledBy,
  departments,
  positions,
  roles,
}: {
  rows: PeopleRow[];
  query: PeopleQuery;
  named: boolean;
  labelledBy: string;
  departments: Unit[];
  positions: Unit[];
  /** The roles the viewer may give. */
  roles: Role[];
}) {
  const t = useTranslations("team.people");
  const orgs = useTranslations("orgs");
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const editOf = (person: PeopleRow) => <PersonEdit person={person} departments={departments} positions={positions} />;

  const columns = useMemo(
    () =>
      column
        .columns([
          column.display({
            id: "select",
            enableSorting: false,
            header: ({ table }) => (
              <SelectBox
                id={SELECT_PAGE_ID}
                label={t("bulk.selectPage")}
                checked={table.getIsAllPageRowsSelected()}
                indeterminate={table.getIsSomePageRowsSelected()}
                onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
              />
            ),
            cell: ({ row }) => (
              <SelectBox
                label={t("bulk.select", { name: row.original.name })}
                checked={row.getIsSelected()}
                onChange={(checked) => row.toggleSelected(checked)}
              />
            ),
          }),
          column.accessor("name", {
            header: t("sort.name"),
            cell: ({ row: { original: person } }) => (
              <span className="font-medium">
                {named ? (
                  <Link href={`/team/people/${person.userId}`} className="underline-offset-4 hover:underline">
                    {person.name}
                  </Link>
                ) : (
                  person.name
                )}
                {person.isViewer && <span className="text-muted-foreground"> · {t("you")}</span>}
              </span>
            ),
          }),
          column.accessor("email", {
            header: t("sort.email"),
            cell: (info) => <span className="[overflow-wrap:anywhere]">{info.getValue()}</span>,
          }),
          column.accessor("role", { header: t("sort.role"), cell: (info) => orgs(`roles.${info.getValue() as Role}`) }),
          column.accessor("departmentName", {
            id: "department",
            header: t("sort.department"),
            cell: (info) => info.getValue() ?? <span className="text-muted-foreground">{t("noDepartment")}</span>,
          }),
          column.accessor("positionName", {
            id: "position",
            header: t("sort.position"),
            cell: (info) => info.getValue() ?? <span className="text-muted-foreground">{t("noPosition")}</span>,
          }),
          column.accessor("course", {
            header: t("courseColumn"),
            enableSorting: false,
            cell: (info) => {
              const course = info.getValue();
              return course ? t(`course.${course}`) : <span className="text-muted-foreground">{t("noProfile")}</span>;
            },
          }),
          column.accessor((person) => person.progress?.level ?? null, {
            id: "level",
            header: t("sort.level"),
            cell: ({ row: { original: person } }) =>
              person.progress?.level && person.course
                ? `${levelLabel(person.progress.level, t("preA1"))} · ${canadianEquivalent(person.progress.level as Level, person.course)}`
                : t("noLevel"),
          }),
          column.accessor((person) => person.progress?.monthMinutes ?? 0, {
            id: "minutes",
            header: t("sort.minutes"),
            cell: (info) => <span className="tabular-nums">{t("minutesValue", { minutes: info.getValue() })}</span>,
          }),
          column.accessor((person) => person.progress?.lastActiveAt ?? null, {
            id: "lastActive",
            header: t("sort.lastActive"),
            cell: (info) => {
              const at = info.getValue();
              return at ? format.dateTime(new Date(at), { dateStyle: "medium" }) : t("never");
            },
          }),
          column.display({
            id: "actions",
            header: t("actions"),
            enableSorting: false,
            // Rendered by the row itself (below), never through the column.
            cell: () => null,
          }),
        ])
        .filter((definition) => named || !PROGRESS_COLUMNS.has(definition.id ?? "")),
    [t, orgs, format, named],
  );

  const sorting = useMemo<SortingState>(
    () => [{ id: query.sort, desc: query.dir === "desc" }],
    [query.sort, query.dir],
  );

  function sortBy(updater: Updater<SortingState>) {
    const [next] = functionalUpdate(updater, sorting);
    if (!next || !isSortKey(next.id)) return;
    const href = peopleHref(pathname, {
      ...query,
      sort: next.id,
      dir: next.desc ? "desc" : "asc",
      page: 1,
    });
    startTransition(() => router.replace(href, { scroll: false }));
  }

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (person) => person.userId,
    state: { sorting, rowSelection: selection },
    onSortingChange: sortBy,
    onRowSelectionChange: setSelection,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const selected = rows.filter((person) => selection[person.userId]);
  return (
    <UndoToastProvider>
      <p role="status" className="sr-only">
        {selected.length > 0 ? t("bulk.selected", { count: selected.length }) : ""}
      </p>
      <ScrollRegion label={t("tableRegion")} className="max-h-[75vh] rounded-[var(--radius-card)] border bg-card">
        <table aria-labelledby={labelledBy} aria-busy={pending} className="w-full border-collapse text-sm">
          <thead className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--color-border)]">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={cn(
                        "px-3 py-2 text-left align-bottom font-semibold whitespace-nowrap",
                        STICKY[header.column.id],
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <SortButton sorted={sorted} onClick={() => header.column.toggleSorting(sorted === "asc")}>
                          <table.FlexRender header={header} />
                        </SortButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                {row.getAllCells().map((cell) => {
                  const className = cn(
                    "px-3 py-2 text-left font-normal",
                    CELL_WIDTH[cell.column.id] ?? "min-w-28",
                    STICKY[cell.column.id],
                  );
                  return cell.column.id === "name" ? (
                    <th key={cell.id} scope="row" className={className}>
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      {/* Placed as is: through FlexRender, new column definitions after a refresh would remount it and close an open disclosure. */}
                      {cell.column.id === "actions" ? editOf(row.original) : <table.FlexRender cell={cell} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {selected.length > 0 && (
        <PeopleBulkBar
          selected={selected}
          departments={departments}
          positions={positions}
          roles={roles}
          focusAfter={SELECT_PAGE_ID}
          onClear={() => setSelection({})}
        />
      )}
    </UndoToastProvider>
  );
}
