/*
 * The organization's side of an invitation: sent, resent or revoked by a member whose role may
 * give the invited role. The invitee's side is invitation-acceptance.ts.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { invitation, member, organization, user } from "@/db/schema";
import { recordAudit } from "@/features/audit";
import { claimSeats } from "@/features/billing";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { deliverStoredMail, sendMail, storeMail, type MailTransport } from "@/lib/mailer";
import { invitationEmail } from "./emails";
import { invitationUrl, newLink } from "./invitation-links";
import type { ActiveMembership } from "./membership";
import { hasLiveInvitation } from "./queries";
import { canInvite, type Role } from "./roles";
import type { InvitationInput } from "./schemas";

/** The person acting, with their role in the organization they act on. */
export type Actor = {
  userId: string;
  name: string;
  membership: Pick<ActiveMembership, "organizationId" | "organizationName" | "role">;
};

async function emailInvitation(
  db: Database,
  details: {
    to: string;
    locale: Locale;
    inviterName: string;
    organizationName: string;
    role: Role;
    token: string;
    expiresAt: Date;
  },
) {
  const rendered = await invitationEmail(details.locale, {
    inviterName: details.inviterName,
    organizationName: details.organizationName,
    role: details.role,
    url: invitationUrl(details.token),
    expiresAt: details.expiresAt,
  });
  await sendMail(db, { to: details.to, kind: "invitation", ...rendered });
}

/**
 * Invites an address into the actor's organization with a role the actor may give. Inviting an
 * address again replaces its earlier invitation (new link, new role, new expiry).
 */
export async function invite(
  db: Database,
  actor: Actor,
  input: InvitationInput,
  now = new Date(),
): Promise<{ id: string }> {
  const { organizationId, organizationName, role: actorRole } = actor.membership;
  if (!canInvite(actorRole, input.role)) throw new ApiError("forbidden");
  const [existing] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), eq(user.email, input.email)))
    .limit(1);
  if (existing) throw new ApiError("already_member");
  const link = newLink(now);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // A new invitation holds a seat; inviting an address again reuses the one its invitation holds.
    const reinvite = await hasLiveInvitation(tx, { organizationId, email: input.email, now });
    await claimSeats(tx, { organizationId, adding: reinvite ? 0 : 1 }, now);
    await tx
      .update(invitation)
      .set({ status: "canceled", tokenHash: null })
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(invitation.email, input.email),
          eq(invitation.status, "pending"),
        ),
      );
    await tx.insert(invitation).values({
      id,
      organizationId,
      email: input.email,
      role: input.role,
      status: "pending",
      inviterId: actor.userId,
      locale: input.locale,
      tokenHash: link.tokenHash,
      expiresAt: link.expiresAt,
      sentAt: link.sentAt,
    });
    await recordAudit(
      tx,
      { organizationId },
      {
        act: "member.invited",
        actor: { id: actor.userId, name: actor.name },
        subject: { id: null, name: input.email },
        after: { role: input.role },
      },
      now,
    );
  });
  await emailInvitation(db, {
    to: input.email,
    locale: input.locale,
    inviterName: actor.name,
    organizationName,
    role: input.role,
    token: link.token,
    expiresAt: link.expiresAt,
  });
  logger.info({ event: "invitation", outcome: "sent", organizationId, role: input.role }, "invitation sent");
  return { id };
}

/** A pending invitation of the actor's organization that the actor may manage, or not_found/forbidden. */
async function manageableInvitation(db: Database, actor: Actor, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.id, invitationId),
        eq(invitation.organizationId, actor.membership.organizationId),
        eq(invitation.status, "pending"),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError("not_found");
  if (!canInvite(actor.membership.role, row.role as Role)) throw new ApiError("forbidden");
  return row;
}

/** Sends the invitation again with a new link (the old one stops working) valid for another 7 days. */
export async function resendInvitation(
  db: Database,
  actor: Actor,
  { invitationId }: { invitationId: string },
  now = new Date(),
): Promise<void> {
  const row = await manageableInvitation(db, actor, invitationId);
  const link = newLink(now);
  await db
    .update(invitation)
    .set({ tokenHash: link.tokenHash, expiresAt: link.expiresAt, sentAt: link.sentAt })
    .where(eq(invitation.id, row.id));
  const locale = (row.locale as Locale) ?? "fr";
  await emailInvitation(db, {
    to: row.email,
    locale,
    inviterName: actor.name,
    organizationName: actor.membership.organizationName,
    role: row.role as Role,
    token: link.token,
    expiresAt: link.expiresAt,
  });
  logger.info({ event: "invitation", outcome: "resent", organizationId: row.organizationId }, "invitation sent again");
}

/**
 * The first e-mail of an invitation made without a link (the staff import). Its link and the
 * e-mail that carries it are written in one transaction, on the condition that the invitation is
 * still pending and was never e-mailed, then the e-mail is sent: running this twice, or from two
 * processes, e-mails the invitee once. `skipped`: nothing to send (already sent, accepted, revoked).
 */
export async function sendFirstInvitationEmail(
  db: Database,
  invitationId: string,
  transport?: MailTransport,
  now = new Date(),
): Promise<"sent" | "stored" | "skipped"> {
  const [row] = await db
    .select({
      email: invitation.email,
      role: invitation.role,
      locale: invitation.locale,
      organizationName: organization.name,
      inviterName: user.name,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.id, invitationId), eq(invitation.status, "pending"), isNull(invitation.sentAt)))
    .limit(1);
  if (!row) return "skipped";
  const link = newLink(now);
  const rendered = await invitationEmail(row.locale as Locale, {
    inviterName: row.inviterName,
    organizationName: row.organizationName,
    role: row.role as Role,
    url: invitationUrl(link.token),
    expiresAt: link.expiresAt,
  });
  const stored = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitation)
      .set({ tokenHash: link.tokenHash, expiresAt: link.expiresAt, sentAt: link.sentAt })
      .where(and(eq(invitation.id, invitationId), eq(invitation.status, "pending"), isNull(invitation.sentAt)))
      .returning({ id: invitation.id });
    return claimed ? storeMail(tx, { to: row.email, kind: "invitation", ...rendered }, transport, now) : null;
  });
  if (!stored) return "skipped";
  return (await deliverStoredMail(db, stored, transport, now)) ? "sent" : "stored";
}

/** Withdraws an invitation: its link stops working at once. */
export async function revokeInvitation(
  db: Database,
  actor: Actor,
  { invitationId }: { invitationId: string },
): Promise<void> {
  const row = await manageableInvitation(db, actor, invitationId);
  await db.update(invitation).set({ status: "canceled", tokenHash: null }).where(eq(invitation.id, row.id));
  logger.info({ event: "invitation", outcome: "revoked", organizationId: row.organizationId }, "invitation revoked");
}
