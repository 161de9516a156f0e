/*
 * The invitee's side of an invitation: the e-mailed link opened, then the organization joined by
 * signing in or by creating an account from the invitation.
 */
import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "@/db";
import { invitation, invitationPlacement, member, memberPlacement, organization, user } from "@/db/schema";
import { passwordProblem, setPassword } from "@/features/auth";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { hashToken } from "./invitation-links";
import type { Role } from "./roles";

/** PostgreSQL's unique_violation, whether drizzle hands over the driver's error or wraps it. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: unknown }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause));

export type InvitationView = {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  role: Role;
  locale: Locale;
  inviterName: string;
  expiresAt: Date;
  /** Whether the invited address already has an account (then the invitee signs in rather than signing up). */
  accountExists: boolean;
};

/** The invitation behind an e-mailed link, while it can still be accepted; null otherwise (unknown, used, revoked, expired). */
export async function findInvitation(
  db: Database,
  { token }: { token: string },
  now = new Date(),
): Promise<InvitationView | null> {
  const [row] = await db
    .select({
      id: invitation.id,
      organizationId: invitation.organizationId,
      organizationName: organization.name,
      email: invitation.email,
      role: invitation.role,
      locale: invitation.locale,
      inviterName: user.name,
      expiresAt: invitation.expiresAt,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.tokenHash, hashToken(token)), eq(invitation.status, "pending")))
    .limit(1);
  if (!row || row.expiresAt <= now) return null;
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, row.email)).limit(1);
  return { ...row, role: row.role as Role, locale: row.locale as Locale, accountExists: Boolean(account) };
}

async function join(db: Database, found: InvitationView, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(member)
      .values({ id: randomUUID(), organizationId: found.organizationId, userId, role: found.role })
      .onConflictDoNothing();
    // The department and position the admin gave with the invitation (the staff import sets them).
    const [placement] = await tx
      .select()
      .from(invitationPlacement)
      .where(eq(invitationPlacement.invitationId, found.id))
      .limit(1);
    if (placement) {
      await tx
        .insert(memberPlacement)
        .values({
          organizationId: found.organizationId,
          userId,
          departmentId: placement.departmentId,
          positionId: placement.positionId,
        })
        .onConflictDoNothing();
    }
    await tx.update(invitation).set({ status: "accepted", tokenHash: null }).where(eq(invitation.id, found.id));
    // Any other pending invitation of the same address into the same organization is now moot.
    await tx
      .update(invitation)
      .set({ status: "canceled", tokenHash: null })
      .where(
        and(
          eq(invitation.organizationId, found.organizationId),
          eq(invitation.email, found.email),
          eq(invitation.status, "pending"),
          ne(invitation.id, found.id),
        ),
      );
  });
  logger.info(
    { event: "invitation", outcome: "accepted", organizationId: found.organizationId, role: found.role },
    "invitation accepted",
  );
}

/** The signed-in invitee joins the organization. The invitation must be for their own address. */
export async function acceptInvitation(
  db: Database,
  viewer: { userId: string; email: string },
  { token }: { token: string },
  now = new Date(),
) {
  const found = await findInvitation(db, { token }, now);
  if (!found) throw new ApiError("invitation_invalid");
  if (found.email !== viewer.email.toLowerCase()) throw new ApiError("invitation_other_account");
  await join(db, found, viewer.userId);
  return { organizationId: found.organizationId };
}

/**
 * Creates the invitee's account from the invitation, even while open sign-up is closed: the
 * e-mailed link proves the address, so it is created verified, in the invitation's language.
 */
export async function createAccountFromInvitation(
  db: Database,
  { token, name, email, password }: { token: string; name: string; email: string; password: string },
  now = new Date(),
): Promise<{ organizationId: string }> {
  const found = await findInvitation(db, { token }, now);
  if (!found) throw new ApiError("invitation_invalid");
  if (found.email !== email) throw new ApiError("invitation_other_account");
  if (found.accountExists) throw new ApiError("email_taken");
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new ApiError("validation_failed", [{ path: "password", code: problem }]);
  const userId = randomUUID();
  // All or nothing: never an account without its password or its membership.
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id: userId, name, email, emailVerified: true, locale: found.locale });
      await setPassword(tx, { userId, password });
      await join(tx, found, userId);
    });
  } catch (error) {
    // The same link submitted twice at once: the second finds the address taken.
    if (isUniqueViolation(error)) throw new ApiError("email_taken");
    throw error;
  }
  return { organizationId: found.organizationId };
}
