import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import { levelReached, member, user } from "@/db/schema";
import { recordAudit } from "@/features/audit";
import { certificatesOfMember, type MemberCertificate } from "@/features/certificates";
import { ApiError } from "@/lib/api/errors";
import { startOfLocalDay } from "@/lib/days";
import { practiceRows } from "./practice-sql";

/*
 * One learner's progress as their employer may see it under named sharing: levels reached,
 * certificates held and practice time by month. Never an answer, a conversation, a recording or a memory. Opening it
 * is written to the audit trail before anything is returned.
 */

export type LearnerDetail = {
  userId: string;
  name: string;
  email: string;
  levels: { level: string; courseId: string; source: "placement" | "unit"; reachedAt: Date }[];
  months: { month: string; minutes: number; lessons: number }[];
  certificates: MemberCertificate[];
};

type Access = {
  organizationId: string;
  dataSharing: "aggregates" | "named";
  timeZone: string;
  viewer: { userId: string; name: string };
};

export async function openLearnerDetail(
  db: Database,
  access: Access,
  { userId }: { userId: string },
  now = new Date(),
): Promise<LearnerDetail> {
  if (access.dataSharing !== "named") throw new ApiError("named_progress_off");
  const [subject] = await db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, access.organizationId), eq(member.userId, userId)))
    .limit(1);
  if (!subject) throw new ApiError("not_found");
  await recordAudit(db, access, {
    act: "progress.viewed",
    actor: { id: access.viewer.userId, name: access.viewer.name },
    subject: { id: subject.userId, name: subject.name },
  });

  const year = Number(now.toISOString().slice(0, 4));
  const window = { from: startOfLocalDay(`${year - 1}-01-01`, access.timeZone), to: now };
  const [levels, months, certificates] = await Promise.all([
    db
      .select({
        level: levelReached.level,
        courseId: levelReached.courseId,
        source: levelReached.source,
        reachedAt: levelReached.reachedAt,
      })
      .from(levelReached)
      .where(eq(levelReached.userId, subject.userId))
      .orderBy(asc(levelReached.reachedAt)),
    selectRows<{ month: string; seconds: number; lessons: number }>(
      db,
      sql`select to_char(p.at at time zone ${access.timeZone}, 'YYYY-MM') as month, sum(p.seconds)::float8 as seconds, sum(p.lessons)::int as lessons
          from (${practiceRows({ organizationId: access.organizationId, ...window })}) p where p.user_id = ${subject.userId} group by 1 order by 1 desc limit 12`,
    ),
    certificatesOfMember(db, { userId: subject.userId, organizationId: access.organizationId }),
  ]);
  return {
    ...subject,
    levels,
    months: months.map((row) => ({
      month: row.month,
      minutes: Math.round(Number(row.seconds) / 60),
      lessons: Number(row.lessons),
    })),
    certificates,
  };
}
