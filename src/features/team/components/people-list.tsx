import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { canChangeRole, canRemove, roles, type Role } from "@/features/orgs";
import { MemberActions } from "@/features/orgs/components";
import { canadianEquivalent, levelLabel, type Level } from "@/lib/levels";
import type { PeoplePage, Person } from "../people";
import type { PeopleQuery } from "../schemas";
import type { OrgUnit } from "../structure";
import { PlacementSelect } from "./placement-select";

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
  return (
    <div className="flex flex-col gap-3">
      <h2 id="people-title" className="font-display text-xl font-semibold">
        {t("count", { count: page.total })}
      </h2>
      {page.people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul aria-labelledby="people-title" className="flex flex-col gap-2">
          {page.people.map((person) => (
            <li key={person.userId}>
              <Card className="grid gap-x-4 gap-y-3 p-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center">
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium">
                    {named ? (
                      <Link href={`/team/people/${person.userId}`} className="underline-offset-4 hover:underline">
                        {person.name}
                      </Link>
                    ) : (
                      person.name
                    )}
                    {person.userId === viewerId && <span className="text-muted-foreground"> · {t("you")}</span>}
                  </span>
                  <span className="truncate text-sm text-muted-foreground">{person.email}</span>
                </div>
                <PlacementSelect person={person} departments={departments} positions={positions} />
                <Progress person={person} named={named} />
                <MemberActions
                  person={{ userId: person.userId, name: person.name, role: person.role as Role }}
                  assignable={roles.filter(
                    (role) => role === person.role || canChangeRole(actorRole, person.role as Role, role),
                  )}
                  removable={person.userId !== viewerId && canRemove(actorRole, person.role as Role)}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} query={query} />
    </div>
  );
}

async function Progress({ person, named }: { person: Person; named: boolean }) {
  const t = await getTranslations("team.people");
  const format = await getFormatter();
  if (!named || !person.progress)
    return (
      <span className="text-sm text-muted-foreground">
        {person.course ? t(`course.${person.course}`) : t("noProfile")}
      </span>
    );
  const { level, monthMinutes, lastActiveAt } = person.progress;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      <dt className="text-muted-foreground">{t("level")}</dt>
      <dd>
        {level && person.course
          ? `${levelLabel(level, t("preA1"))} · ${canadianEquivalent(level as Level, person.course)}`
          : t("noLevel")}
      </dd>
      <dt className="text-muted-foreground">{t("minutes")}</dt>
      <dd className="tabular-nums">{t("minutesValue", { minutes: monthMinutes })}</dd>
      <dt className="text-muted-foreground">{t("lastActive")}</dt>
      <dd>{lastActiveAt ? format.dateTime(lastActiveAt, { dateStyle: "medium" }) : t("never")}</dd>
    </dl>
  );
}

async function Pagination({ page, query }: { page: PeoplePage; query: PeopleQuery }) {
  if (page.pageCount <= 1 && page.page === 1) return null;
  const t = await getTranslations("team.people");
  const href = (target: number) => {
    const params = new URLSearchParams(
      Object.entries({ ...query, page: String(target) }).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
      ),
    );
    return `/team?${params}`;
  };
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-between gap-3 text-sm">
      {page.page > 1 ? <Link href={href(Math.min(page.page - 1, page.pageCount))}>{t("previous")}</Link> : <span />}
      <span className="text-muted-foreground">{t("pageOf", { page: page.page, count: page.pageCount })}</span>
      {page.page < page.pageCount ? <Link href={href(page.page + 1)}>{t("next")}</Link> : <span />}
    </nav>
  );
}
