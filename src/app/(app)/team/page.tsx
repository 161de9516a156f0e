import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db";
import { seatUsageOf } from "@/features/billing";
import { canInvite, countPendingInvitations, listPendingInvitations, roles } from "@/features/orgs";
import { InviteForm } from "@/features/orgs/components";
import { listPeople, listUnits, peopleQuery, teamAccess } from "@/features/team";
import { InvitationsList } from "@/features/team/components";
import { PeopleFilters } from "@/features/team/components";
import { PeopleList } from "@/features/team/components";
import { PeopleSeats } from "@/features/team/components";
import { StaffImport } from "@/features/team/components";
import { TeamFrame } from "@/features/team/components";
import { TeamGate } from "@/features/team/components";
import { UnitsManager } from "@/features/team/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team");
  return { title: t("title") };
}

const SHOWN_INVITATIONS = 50;

/** The organization's people: seats and invitations first, then the searchable list with roles and placement, departments and positions. */
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
  const [t, locale, page, departments, positions, invitations, invitationCount, seats] = await Promise.all([
    getTranslations("team"),
    getLocale(),
    listPeople(db, { ...scope, timeZone: organization.timeZone, named }, query),
    listUnits(db, scope, "department"),
    listUnits(db, scope, "position"),
    listPendingInvitations(db, { ...scope, limit: SHOWN_INVITATIONS }),
    countPendingInvitations(db, scope),
    seatUsageOf(db, scope),
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
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <PeopleSeats seats={seats} />
        <Card className="flex flex-col gap-4">
          <h2 className="font-display text-xl font-semibold">{t("inviteTitle")}</h2>
          <InviteForm roles={roles.filter((role) => canInvite(membership.role, role))} defaultLocale={locale} />
        </Card>
      </div>
      {/* Closed by default: the import's preview table needs the full width, and the list comes right after. */}
      <Card className="p-0">
        <details className="group">
          <summary className="cursor-pointer rounded-[var(--radius-card)] px-6 py-4 font-display text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {t("importOpen")}
          </summary>
          <div className="flex flex-col gap-4 px-6 pb-6">
            <h2 className="font-display text-xl font-semibold">{t("import.title")}</h2>
            <StaffImport departments={departments} positions={positions} />
          </div>
        </details>
      </Card>

      <PeopleFilters query={query} departments={departments} positions={positions} roles={roles} named={named} />
      <PeopleList
        page={page}
        query={query}
        departments={departments}
        positions={positions}
        viewerId={viewer.userId}
        actorRole={membership.role}
        named={named}
      />

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
