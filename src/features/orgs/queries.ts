import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { invitation, member, organization, user } from "@/db/schema";
import type { Role } from "./roles";

export type OrganizationMember = { userId: string; name: string; email: string; role: Role; joinedAt: Date };

const roleOrder = sql`case ${member.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/** The people of one organization, owners then admins then members; never anyone else's. */
export async function listMembers(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<OrganizationMember[]> {
  const rows = await db
    .select({ userId: user.id, name: user.name, email: user.email, role: member.role, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(roleOrder, asc(user.name));
  return rows as OrganizationMember[];
}

export type Membership = { organizationId: string; organizationName: string; logo: string | null; role: Role };

/** The organizations a person belongs to: where they hold the highest role first, then the oldest membership. */
export async function listMemberships(db: Database, { userId }: { userId: string }): Promise<Membership[]> {
  const rows = await db
    .select({
      organizationId: organization.id,
      organizationName: organization.name,
      logo: organization.logo,
      role: member.role,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(roleOrder, asc(member.createdAt), asc(organization.name));
  return rows as Membership[];
}

/** One person's role in one organization, or null when they do not belong to it. */
export async function getMemberRole(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<Role | null> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  return (row?.role as Role | undefined) ?? null;
}

export async function countOwners(db: Database, { organizationId }: { organizationId: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, "owner")));
  return row?.count ?? 0;
}

export async function countMembers(db: Database, { organizationId }: { organizationId: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(member)
    .where(eq(member.organizationId, organizationId));
  return row?.count ?? 0;
}

export async function setMemberRole(
  db: Database,
  { organizationId, userId, role }: { organizationId: string; userId: string; role: Role },
): Promise<void> {
  await db
    .update(member)
    .set({ role })
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
}

export async function removeMember(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<void> {
  await db.delete(member).where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
}

export type OrganizationSettings = {
  id: string;
  name: string;
  logo: string | null;
  privacyOfficerName: string | null;
  privacyOfficerEmail: string | null;
  dataSharing: "aggregates" | "named";
  /** IANA zone: the organization's week (ranking) starts on Monday at its midnight. */
  timeZone: string;
  /** Turns per member per day with Madame on a model (0: none). */
  tutorDailyTurns: number;
  /** Whether members may use the browser's own speech recognition (which sends the voice to its maker). */
  browserRecognition: boolean;
  /** Months the audit trail keeps its entries. */
  auditRetentionMonths: number;
};

export async function getOrganization(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<OrganizationSettings | null> {
  const [row] = await db
    .select({
      id: organization.id,
      name: organization.name,
      logo: organization.logo,
      privacyOfficerName: organization.privacyOfficerName,
      privacyOfficerEmail: organization.privacyOfficerEmail,
      dataSharing: organization.dataSharing,
      timeZone: organization.timeZone,
      tutorDailyTurns: organization.tutorDailyTurns,
      browserRecognition: organization.browserRecognition,
      auditRetentionMonths: organization.auditRetentionMonths,
    })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .limit(1);
  return row ?? null;
}

export async function updateOrganization(
  db: Database,
  { organizationId, ...values }: { organizationId: string } & Partial<Omit<OrganizationSettings, "id">>,
): Promise<void> {
  await db.update(organization).set(values).where(eq(organization.id, organizationId));
}

export type PendingInvitation = {
  id: string;
  email: string;
  role: Role;
  locale: string;
  expiresAt: Date;
  sentAt: Date | null;
  inviterName: string;
};

/** Invitations of one organization still waiting for an answer (expired ones included, marked by their date). */
export async function listPendingInvitations(
  db: Database,
  { organizationId, limit }: { organizationId: string; limit?: number },
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      locale: invitation.locale,
      expiresAt: invitation.expiresAt,
      sentAt: invitation.sentAt,
      inviterName: user.name,
    })
    .from(invitation)
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending")))
    .orderBy(asc(invitation.email))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  return rows as PendingInvitation[];
}

export async function countPendingInvitations(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending")));
  return Number(row?.count ?? 0);
}

/** Whether an address already has a live invitation into the organization. */
export async function hasLiveInvitation(
  db: Database,
  { organizationId, email, now }: { organizationId: string; email: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, organizationId),
        eq(invitation.email, email),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
