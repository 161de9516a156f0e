import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db";
import { canInvite, countPendingInvitations, listPendingInvitations, roles } from "@/features/orgs";
import { InviteForm } from "@/features/orgs/components";
import { listPeople, listUnits, peopleQuery, teamAccess } from "@/features/team";
import { InvitationsList } from "@/features/team/components";
import { PeopleFilters } from "@/features/team/components";
import { PeopleList } from "@/features/team/components";
import { StaffImport } from "@/features/team/components";
import { TeamFrame } from "@/features/team/components";
import { TeamGate } from "@/features/team/components";
import { UnitsManager } from "@/features/team/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team");
  return { title: t("title") };
}

const SHOWN_INVITATIONS = 50;

/** The organization's people: search and filters, roles and placement, invitations one by one or from a file, departments and positions. */
export default async function TeamPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await teamAccess();
  if (!access.ok) return <TeamGate access={access} />;
  const { viewer, membership, organization } = access.admin;
  const scope = { organizationId: membership.organizationId };
  const query = peopleQuery.parse(await searchParams);
  const named = organization.dataSharing === "named";
  const db = await getDb();
  const [t, locale, page, departments, positions, invitations, invitationCount] = await Promise.all([
    getTranslations("team"),
    getLocale(),
    listPeople(db, { ...scope, timeZone: organization.timeZone, named }, query),
    listUnits(db, scope, "department"),
    listUnits(db, scope, "position"),
    listPendingInvitations(db, { ...scope, limit: SHOWN_INVITATIONS }),
    countPendingInvitations(db, scope),
  ]);
  return (
    <TeamFrame
      current="people"
      organizationName={membership.organizationName}
      isOwner={membership.role === "owner"}
      title={t("title")}
      description={t(named ? "people.descriptionNamed" : "people.descriptionAggregates", {
        organization: membership.organizationName,
      })}
    >
      <PeopleFilters query={query} departments={departments} positions={positions} named={named} />
      <PeopleList
        page={page}
        query={query}
        departments={departments}
        positions={positions}
        viewerId={viewer.userId}
        actorRole={membership.role}
        named={named}
      />

      {/* One under the other: the import's preview table needs the full width. */}
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-4">
          <h2 className="font-display text-xl font-semibold">{t("inviteTitle")}</h2>
          <InviteForm roles={roles.filter((role) => canInvite(membership.role, role))} defaultLocale={locale} />
        </Card>
        <Card className="flex flex-col gap-4">
          <h2 className="font-display text-xl font-semibold">{t("import.title")}</h2>
          <StaffImport departments={departments} positions={positions} />
        </Card>
      </div>

      <InvitationsList invitations={invitations} total={invitationCount} actorRole={membership.role} now={new Date()} />

      <Card className="flex flex-col gap-6">
        <h2 className="font-display text-xl font-semibold">{t("units.title")}</h2>
        <div className="grid gap-6 md:grid-cols-2">
          <UnitsManager kind="departments" units={departments} />
          <UnitsManager kind="positions" units={positions} />
        </div>
      </Card>
    </TeamFrame>
  );
}
