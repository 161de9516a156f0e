import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Database } from "@/db";
import { certificate, member } from "@/db/schema";
import { recordAudit } from "@/features/audit";
import { ApiError } from "@/lib/api/errors";

/*
 * A certificate stops attesting anything once revoked: its holder may withdraw it (a level they no
 * longer want shown), and an owner or admin of the organization it names may revoke it for one of
 * their members (a test taken by someone else). The row stays, so /verify/<code> can say it was
 * revoked instead of pretending the code never existed.
 */

export type Revocation = { revokedAt: Date };

/** The holder withdraws their own certificate; anyone else's, or none, is not_found. Withdrawing twice keeps the first date. */
export async function withdrawCertificate(
  db: Database,
  { userId, certificateId }: { userId: string; certificateId: string },
  now = new Date(),
): Promise<Revocation> {
  const { revokedAt } = await revokeWhere(
    db,
    and(eq(certificate.id, certificateId), eq(certificate.userId, userId)),
    userId,
    now,
  );
  return { revokedAt };
}

/**
 * An owner or admin (the caller has checked the role) revokes a certificate naming their organization,
 * held by one of its members; any other certificate is not_found, so nothing says it exists.
 */
export async function revokeMemberCertificate(
  db: Database,
  { organizationId, actorId, certificateId }: { organizationId: string; actorId: string; certificateId: string },
  now = new Date(),
): Promise<Revocation> {
  const [held] = await db
    .select({ id: certificate.id, holderId: certificate.userId, level: certificate.level })
    .from(certificate)
    .innerJoin(member, and(eq(member.userId, certificate.userId), eq(member.organizationId, organizationId)))
    .where(and(eq(certificate.id, certificateId), eq(certificate.organizationId, organizationId)))
    .limit(1);
  if (!held) throw new ApiError("not_found");
  return db.transaction(async (tx) => {
    const { revokedAt, justRevoked } = await revokeWhere(tx, eq(certificate.id, held.id), actorId, now);
    if (justRevoked)
      await recordAudit(
        tx,
        { organizationId },
        {
          act: "certificate.revoked",
          actor: { id: actorId },
          subject: { id: held.holderId },
          before: { level: held.level, revoked: false },
          after: { level: held.level, revoked: true },
        },
        now,
      );
    return { revokedAt };
  });
}

/** `justRevoked`: whether this call revoked it (false when it already was). */
async function revokeWhere(
  db: Database,
  which: SQL | undefined,
  actorId: string,
  now: Date,
): Promise<Revocation & { justRevoked: boolean }> {
  const [revoked] = await db
    .update(certificate)
    .set({ revokedAt: now, revokedBy: actorId })
    .where(and(which, isNull(certificate.revokedAt)))
    .returning({ revokedAt: certificate.revokedAt });
  if (revoked?.revokedAt) return { revokedAt: revoked.revokedAt, justRevoked: true };
  const [already] = await db.select({ revokedAt: certificate.revokedAt }).from(certificate).where(which).limit(1);
  if (!already?.revokedAt) throw new ApiError("not_found");
  return { revokedAt: already.revokedAt, justRevoked: false };
}
