import { getTranslations } from "next-intl/server";
import { Pager } from "@/components/ui/pager";
import { canChangeRole, canInvite, canRemove, roles, type Role } from "@/features/orgs";
import type { PeoplePage } from "../people";
import type { PeopleQuery } from "../schemas";
import type { OrgUnit } from "../structure";
import { peopleHref } from "./people-href";
import { PeopleTable } from "./people-table";

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
    assignable: roles.filter((role) => role === person.role || canChangeRole(actorRole, person.role as Role, role)),
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
  const t = await getTranslations("team.people");
  return (
    <Pager
      page={page.page}
      pageCount={page.pageCount}
      href={(target) => peopleHref("/team", { ...query, page: target })}
      labels={{
        nav: t("pages"),
        previous: t("previous"),
        next: t("next"),
        status: t("pageOf", { page: page.page, count: page.pageCount }),
      }}
    />
  );
}
