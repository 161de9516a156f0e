import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { canChangeRole, canInvite, canRemove, roles, type Role } from "@/features/orgs";
import type { PeoplePage } from "../people";
import type { PeopleQuery } from "../schemas";
import type { OrgUnit } from "../structure";
import { peopleHref } from "./people-href";
import { PeopleTable } from "./people-table";
import { PersonEdit } from "./person-edit";

type Props = {
  page: PeoplePage;
  query: PeopleQuery;
  departments: OrgUnit[];
  positions: OrgUnit[];
  viewerId: string;
  actorRole: Role;
  named: boolean;
};

/** One page of people: who they are, their role, where they sit and, under named sharing, their progress. */
export async function PeopleList({ page, query, departments, positions, viewerId, actorRole, named }: Props) {
  const t = await getTranslations("team.people");
  const rows = page.people.map((person) => ({
    ...person,
    isViewer: person.userId === viewerId,
    removable: person.userId !== viewerId && canRemove(actorRole, person.role as Role),
    edit: (
      <PersonEdit
        person={person}
        departments={departments}
        positions={positions}
        assignable={roles.filter((role) => role === person.role || canChangeRole(actorRole, person.role as Role, role))}
        removable={person.userId !== viewerId && canRemove(actorRole, person.role as Role)}
      />
    ),
  }));
  return (
    <div className="flex flex-col gap-3">
      {/* Announced when a filter or sort changes the count. */}
      <h2 id="people-title" aria-live="polite" className="font-display text-xl font-semibold">
        {t("count", { count: page.total })}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <PeopleTable
          rows={rows}
          query={query}
          named={named}
          labelledBy="people-title"
          departments={departments}
          positions={positions}
          roles={roles.filter((role) => canInvite(actorRole, role))}
        />
      )}
      <Pagination page={page} query={query} />
    </div>
  );
}

async function Pagination({ page, query }: { page: PeoplePage; query: PeopleQuery }) {
  if (page.pageCount <= 1 && page.page === 1) return null;
  const t = await getTranslations("team.people");
  const href = (target: number) => peopleHref("/team", { ...query, page: target });
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-between gap-3 text-sm">
      {page.page > 1 ? <Link href={href(Math.min(page.page - 1, page.pageCount))}>{t("previous")}</Link> : <span />}
      <span className="text-muted-foreground">{t("pageOf", { page: page.page, count: page.pageCount })}</span>
      {page.page < page.pageCount ? <Link href={href(page.page + 1)}>{t("next")}</Link> : <span />}
    </nav>
  );
}
