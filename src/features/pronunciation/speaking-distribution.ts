import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import type { CourseId } from "@/features/learning";
import { TAUGHT_LEVELS, type TaughtLevel } from "@/lib/levels";
import { getPronunciation } from "./content";
import { estimateSpeaking, SPEAKING_WINDOW_DAYS } from "./speaking-estimate";

/** How many of an organization's members have each speaking estimate; `notMeasured` has none yet. */
export type SpeakingCounts = Record<TaughtLevel | "notMeasured", number>;

const authoredLevels = new Map<string, Map<string, string>>();
function authoredLevelOf(courseId: string, phraseId: string): string | undefined {
  let levels = authoredLevels.get(courseId);
  if (!levels) {
    levels = new Map(getPronunciation(courseId as CourseId).phrases.map((phrase) => [phrase.id, phrase.level]));
    authoredLevels.set(courseId, levels);
  }
  return levels.get(phraseId);
}

/**
 * Every current member's speaking estimate (speaking-estimate.ts), counted by band: one query for
 * the latest try of each phrase of each member, in the course they learn now.
 */
export async function speakingDistribution(
  db: Database,
  { organizationId }: { organizationId: string },
  now = new Date(),
): Promise<SpeakingCounts> {
  const since = new Date(now.getTime() - SPEAKING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [tries, [members]] = await Promise.all([
    selectRows<{
      user_id: string;
      course_id: string;
      phrase_id: string;
      score: number;
      generated_level: string | null;
    }>(
      db,
      sql`select distinct on (a.user_id, a.phrase_id) a.user_id, a.course_id, a.phrase_id, a.score, p.level as generated_level
          from pronunciation_attempt a
          join member m on m.user_id = a.user_id and m.organization_id = ${organizationId}
          join learner_profile lp on lp.user_id = a.user_id and lp.target_language = a.course_id
          left join pronunciation_phrase p on p.id = a.phrase_id and p.user_id = a.user_id
          where a.created_at >= ${since.toISOString()}::timestamptz
          order by a.user_id, a.phrase_id, a.created_at desc`,
    ),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from member where organization_id = ${organizationId}`,
    ),
  ]);
  const byMember = new Map<string, { level: TaughtLevel; score: number }[]>();
  for (const row of tries) {
    const level = authoredLevelOf(row.course_id, row.phrase_id) ?? row.generated_level;
    if (!TAUGHT_LEVELS.includes(level as TaughtLevel)) continue;
    const samples = byMember.get(row.user_id) ?? byMember.set(row.user_id, []).get(row.user_id)!;
    samples.push({ level: level as TaughtLevel, score: Number(row.score) });
  }
  const counts = Object.fromEntries([...TAUGHT_LEVELS, "notMeasured"].map((key) => [key, 0])) as SpeakingCounts;
  for (const samples of byMember.values()) {
    const { level } = estimateSpeaking(samples);
    if (level) counts[level] += 1;
  }
  const measured = TAUGHT_LEVELS.reduce((sum, level) => sum + counts[level], 0);
  counts.notMeasured = Number(members?.count ?? 0) - measured;
  return counts;
}
