import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { canChangeRole, canInvite, canRemove, currentMembership, isAdminRole, listMembers, listPendingInvitations, roles } from "@/features/orgs";
import { InvitationActions } from "@/features/orgs/components/invitation-actions";
import { InviteForm } from "@/features/orgs/components/invite-form";
import { MemberActions } from "@/features/orgs/components/member-actions";
import { NoOrganization } from "@/features/orgs/components/no-organization";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orgs.team");
  return { title: t("title") };
}

/** The organization's people and invitations, for its owners and admins. */
export default async function TeamPage() {
  const viewer = await requireViewer();
  const [t, format, locale, membership] = await Promise.all([getTranslations("orgs"), getFormatter(), getLocale(), currentMembership()]);
  if (!membership) return <NoOrganization title={t("team.title")} />;
  if (!isAdminRole(membership.role)) {
    return (
      <section aria-labelledby="page-title" className="flex flex-col gap-6">
        <PageHeader title={t("team.title")} description={t("team.adminsOnly", { organization: membership.organizationName })} />
      </section>
    );
  }

  const db = await getDb();
  const { organizationId, role: actorRole } = membership;
  const [members, invitations] = await Promise.all([listMembers(db, { organizationId }), listPendingInvitations(db, { organizationId })]);
  const now = Date.now();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageHeader title={t("team.title")} description={t("team.description", { organization: membership.organizationName })} />

      <Card className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{t("team.inviteTitle")}</h2>
        <InviteForm roles={roles.filter((role) => canInvite(actorRole, role))} defaultLocale={locale} />
      </Card>

      <div className="flex flex-col gap-3">
        <h2 id="members-title" className="font-display text-xl font-semibold">
          {t("team.membersTitle", { count: members.length })}
        </h2>
        <ul aria-labelledby="members-title" className="flex flex-col gap-2">
          {members.map((person) => (
            <li key={person.userId}>
              <Card className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">
                    {person.name}
                    {person.userId === viewer.userId && <span className="text-muted-foreground"> · {t("team.you")}</span>}
                  </span>
                  <span className="truncate text-sm text-muted-foreground">{person.email}</span>
                </div>
                <MemberActions
                  person={{ userId: person.userId, name: person.name, role: person.role }}
                  assignable={roles.filter((role) => role === person.role || canChangeRole(actorRole, person.role, role))}
                  removable={person.userId !== viewer.userId && canRemove(actorRole, person.role)}
                />
              </Card>
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-3">
        <h2 id="invitations-title" className="font-display text-xl font-semibold">
          {t("team.invitationsTitle")}
        </h2>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("team.noInvitations")}</p>
        ) : (
          <ul aria-labelledby="invitations-title" className="flex flex-col gap-2">
            {invitations.map((invitation) => {
              const expired = invitation.expiresAt.getTime() <= now;
              return (
                <li key={invitation.id}>
                  <Card className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
                    <div className="flex min-w-0 flex-1 flex-col">
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        <span className="truncate">{invitation.email}</span>
                        <Badge className="bg-muted text-foreground">{t(`roles.${invitation.role}`)}</Badge>
                        {expired && <Badge className="bg-danger-soft text-danger">{t("team.expired")}</Badge>}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {t(expired ? "team.expiredOn" : "team.expiresOn", {
                          inviter: invitation.inviterName,
                          date: format.dateTime(invitation.expiresAt, { dateStyle: "medium" }),
                        })}
                      </span>
                    </div>
                    {canInvite(actorRole, invitation.role) && <InvitationActions invitationId={invitation.id} email={invitation.email} />}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <p className="text-sm text-muted-foreground">{t("team.comingLater")}</p>
    </section>
  );
}
