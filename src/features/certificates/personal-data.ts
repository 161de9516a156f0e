import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { certificate, placementTest } from "@/db/schema";

export type ExportedCertificate = {
  code: string;
  courseId: string;
  level: string;
  /** The level per skill the placement test found; null for a unit test, which confirms the unit's level as a whole. */
  skills: Record<string, string> | null;
  source: "placement" | "unitTest";
  issuedAt: Date;
  organizationName: string | null;
  revoked: boolean;
  revokedAt: Date | null;
};

/** The learner's certificates as their personal-data export lists them, oldest first. */
export async function certificatesForExport(
  db: Database,
  { userId }: { userId: string },
): Promise<ExportedCertificate[]> {
  const rows = await db
    .select({
      code: certificate.code,
      courseId: certificate.courseId,
      level: certificate.level,
      source: certificate.source,
      issuedAt: certificate.issuedAt,
      organizationName: certificate.organizationName,
      revokedAt: certificate.revokedAt,
      placement: placementTest.result,
    })
    .from(certificate)
    .leftJoin(
      placementTest,
      and(
        eq(certificate.source, "placement"),
        eq(placementTest.id, certificate.sourceId),
        eq(placementTest.userId, certificate.userId),
      ),
    )
    .where(eq(certificate.userId, userId))
    .orderBy(asc(certificate.issuedAt));
  return rows.map(({ placement, revokedAt, ...row }) => ({
    ...row,
    skills: placement ? skillsFound(placement.skills) : null,
    revoked: revokedAt !== null,
    revokedAt,
  }));
}

function skillsFound(skills: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(skills).filter((entry): entry is [string, string] => entry[1] !== null));
}
