import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { canInvite, type PendingInvitation, type Role } from "@/features/orgs";
import { InvitationActions } from "@/features/orgs/components";

/** Invitations waiting for an answer: resend (a new link) or revoke, within what the admin's role allows. */
export async function InvitationsList({
  invitations,
  total,
  actorRole,
  now,
}: {
  invitations: PendingInvitation[];
  total: number;
  actorRole: Role;
  now: Date;
}) {
  const [t, orgs, format] = await Promise.all([
    getTranslations("team.invitations"),
    getTranslations("orgs"),
    getFormatter(),
  ]);
  return (
    <div className="flex flex-col gap-3">
      <h2 id="invitations-title" className="font-display text-xl font-semibold">
        {t("title", { count: total })}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul aria-labelledby="invitations-title" className="flex flex-col gap-2">
          {invitations.map((invitation) => {
            const expired = invitation.expiresAt.getTime() <= now.getTime();
            return (
              <li key={invitation.id}>
                <Card className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="truncate">{invitation.email}</span>
                      <Badge className="bg-muted text-foreground">{orgs(`roles.${invitation.role}`)}</Badge>
                      {expired && <Badge className="bg-danger-soft text-danger">{t("expired")}</Badge>}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {invitation.sentAt === null
                        ? t("sending", { inviter: invitation.inviterName })
                        : t(expired ? "expiredOn" : "expiresOn", {
                            inviter: invitation.inviterName,
                            date: format.dateTime(invitation.expiresAt, { dateStyle: "medium" }),
                          })}
                    </span>
                  </div>
                  {canInvite(actorRole, invitation.role) && (
                    <InvitationActions invitationId={invitation.id} email={invitation.email} />
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {total > invitations.length && (
        <p className="text-sm text-muted-foreground">{t("more", { shown: invitations.length, total })}</p>
      )}
    </div>
  );
}
