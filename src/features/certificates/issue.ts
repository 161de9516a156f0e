import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { certificate, member, organization, user } from "@/db/schema";
import { levelRank, type Level } from "@/lib/levels";
import { newVerificationCode } from "./code";

/*
 * A certificate is issued by the act that confirms a level (a finished placement test, a passed
 * unit test), inside that act's transaction: if the act fails, no certificate exists. The learning
 * feature calls this with plain data, so certificates never depend on it.
 */

export type ConfirmedLevel = {
  userId: string;
  courseId: string;
  level: string;
  source: "placement" | "unitTest";
  /** The placement test's id, or the unit test attempt's. */
  sourceId: string;
  at?: Date;
};

export type IssuedCertificate = typeof certificate.$inferSelect;

const FIRST_CERTIFIED_RANK = levelRank("A1");

/** Issues a certificate when the level is A1 or above and higher than every one the learner holds for the course. */
export async function issueCertificate(db: Database, act: ConfirmedLevel): Promise<IssuedCertificate | null> {
  if (levelRank(act.level) < FIRST_CERTIFIED_RANK) return null;
  const held = await db
    .select({ level: certificate.level })
    .from(certificate)
    .where(and(eq(certificate.userId, act.userId), eq(certificate.courseId, act.courseId)));
  if (held.some((row) => levelRank(row.level) >= levelRank(act.level))) return null;

  const [[holder], [employer]] = await Promise.all([
    db.select({ name: user.name }).from(user).where(eq(user.id, act.userId)).limit(1),
    // With several organizations, the one the learner joined first: the issuing act has no session to choose from.
    db
      .select({ id: organization.id, name: organization.name })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, act.userId))
      .orderBy(asc(member.createdAt))
      .limit(1),
  ]);
  if (!holder) return null;

  // A code already taken (about one chance in 10^22) is drawn again; the same level issued at the same moment by another act is not.
  for (let tries = 0; tries < 3; tries++) {
    const [issued] = await db
      .insert(certificate)
      .values({
        id: randomUUID(),
        code: newVerificationCode(),
        userId: act.userId,
        holderName: holder.name,
        organizationId: employer?.id ?? null,
        organizationName: employer?.name ?? null,
        courseId: act.courseId,
        level: act.level as Level,
        source: act.source,
        sourceId: act.sourceId,
        ...(act.at && { issuedAt: act.at }),
      })
      .onConflictDoNothing()
      .returning();
    if (issued) return issued;
    const [same] = await db
      .select({ id: certificate.id })
      .from(certificate)
      .where(
        and(
          eq(certificate.userId, act.userId),
          eq(certificate.courseId, act.courseId),
          eq(certificate.level, act.level as Level),
        ),
      )
      .limit(1);
    if (same) return null;
  }
  throw new Error("No free verification code after three draws");
}
