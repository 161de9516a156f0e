import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { certificate } from "@/db/schema";
import type { IssuedCertificate } from "./issue";

export type CertificateSummary = Pick<
  IssuedCertificate,
  "id" | "code" | "courseId" | "level" | "source" | "issuedAt" | "organizationName" | "revokedAt"
>;

const summaryColumns = {
  id: certificate.id,
  code: certificate.code,
  courseId: certificate.courseId,
  level: certificate.level,
  source: certificate.source,
  issuedAt: certificate.issuedAt,
  organizationName: certificate.organizationName,
  revokedAt: certificate.revokedAt,
};

/** A learner's certificates, newest first. */
export async function listCertificates(db: Database, { userId }: { userId: string }): Promise<CertificateSummary[]> {
  return db
    .select(summaryColumns)
    .from(certificate)
    .where(eq(certificate.userId, userId))
    .orderBy(desc(certificate.issuedAt));
}

/** One certificate, only if it is this learner's own. */
export async function getOwnCertificate(
  db: Database,
  { userId, certificateId }: { userId: string; certificateId: string },
): Promise<IssuedCertificate | null> {
  const [row] = await db
    .select()
    .from(certificate)
    .where(and(eq(certificate.id, certificateId), eq(certificate.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type MemberCertificate = Pick<
  IssuedCertificate,
  "id" | "courseId" | "level" | "source" | "issuedAt" | "revokedAt"
> & {
  /** It names the viewing organization, whose owners and admins may revoke it. */
  revocable: boolean;
};

/**
 * What a member holds, oldest first, for the team's view under named sharing (which the caller has
 * checked). Never the organization named on it (it may be a former employer): only whether it is the viewer's.
 */
export async function certificatesOfMember(
  db: Database,
  { userId, organizationId }: { userId: string; organizationId?: string },
): Promise<MemberCertificate[]> {
  const rows = await db
    .select({
      id: certificate.id,
      courseId: certificate.courseId,
      level: certificate.level,
      source: certificate.source,
      issuedAt: certificate.issuedAt,
      revokedAt: certificate.revokedAt,
      organizationId: certificate.organizationId,
    })
    .from(certificate)
    .where(eq(certificate.userId, userId))
    .orderBy(asc(certificate.issuedAt));
  return rows.map(({ organizationId: named, ...row }) => ({
    ...row,
    revocable: organizationId !== undefined && named === organizationId,
  }));
}
