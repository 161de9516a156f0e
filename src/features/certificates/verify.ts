import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { certificate } from "@/db/schema";
import { consume, certificateVerifyClientLimit, certificateVerifyTotalLimit } from "@/lib/rate-limit";
import { normalizeVerificationCode } from "./code";

/** All a verification shows: who, which level of which language, when, and for which organization. */
export type VerifiedCertificate = {
  holderName: string;
  courseId: string;
  level: string;
  issuedAt: Date;
  organizationName: string | null;
};

export type Verification =
  | { status: "found"; certificate: VerifiedCertificate }
  /** Revoked: the date it was, and nothing else about it. */
  | { status: "revoked"; revokedAt: Date }
  | { status: "unknown" }
  | { status: "limited"; retryAfterSeconds: number };

/** Looks a code up for anyone who has it, counted per client address (when a trusted proxy gives it) and in all. */
export async function verifyCertificate(
  db: Database,
  { code, client }: { code: string; client: string | null },
): Promise<Verification> {
  const limits = [
    [certificateVerifyTotalLimit, "all"],
    ...(client ? [[certificateVerifyClientLimit, client] as const] : []),
  ] as const;
  for (const [limit, key] of limits) {
    const decision = await consume(db, limit, key);
    if (!decision.allowed) return { status: "limited", retryAfterSeconds: decision.retryAfterSeconds };
  }
  const normalized = normalizeVerificationCode(code);
  if (!normalized) return { status: "unknown" };
  const [found] = await db
    .select({
      holderName: certificate.holderName,
      courseId: certificate.courseId,
      level: certificate.level,
      issuedAt: certificate.issuedAt,
      organizationName: certificate.organizationName,
      revokedAt: certificate.revokedAt,
    })
    .from(certificate)
    .where(eq(certificate.code, normalized))
    .limit(1);
  if (!found) return { status: "unknown" };
  const { revokedAt, ...shown } = found;
  return revokedAt ? { status: "revoked", revokedAt } : { status: "found", certificate: shown };
}
