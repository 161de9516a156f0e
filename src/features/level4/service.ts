import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import type { UserSet } from "@/db/user-set";
import { learnerProfile, member, user } from "@/db/schema";
import { getLearnerProfile } from "@/features/learners";
import { trackLength, trackProgress, trackStepsDone, type TrackView } from "@/features/learning";
import { speakingEstimates } from "@/features/pronunciation";
import { MIN_GROUP_SIZE, sharedFigures } from "@/features/team";
import type { Locale } from "@/i18n/config";
import { levelRank, type Level } from "@/lib/levels";
import { readinessInputs, TRACK_COURSE } from "./inputs";
import { estimateReadiness, STATUS_ORDER, type Readiness, type ReadinessStatus } from "./readiness";

export type LearnerTrack = {
  track: TrackView;
  readiness: Readiness;
  /** Whether the dashboard offers the track: below B1, or a level aimed for. */
  suggested: boolean;
};

async function readinessOf(
  db: Database,
  /** Who: the ids, and `users` selecting the same people in the database when there are many. */
  { userIds, users = userIds }: { userIds: readonly string[]; users?: UserSet },
  now: Date,
  /** The speaking level already read, when `userIds` is that one learner. */
  knownSpeaking?: Level | null,
): Promise<Map<string, Readiness>> {
  const [inputs, stepsDone, speaking] = await Promise.all([
    readinessInputs(db, { userIds, users }, now),
    trackStepsDone(db, { users, courseId: TRACK_COURSE }),
    knownSpeaking === undefined ? speakingEstimates(db, { users, courseId: TRACK_COURSE }, now) : null,
  ]);
  const stepsTotal = trackLength(TRACK_COURSE);
  const result = new Map<string, Readiness>();
  for (const userId of userIds) {
    result.set(
      userId,
      estimateReadiness({
        ...inputs.get(userId)!,
        speaking: speaking ? (speaking.get(userId)?.level ?? null) : (knownSpeaking ?? null),
        stepsDone: stepsDone.get(userId) ?? 0,
        stepsTotal,
        now,
      }),
    );
  }
  return result;
}

/**
 * The learner's track and estimate; null unless they learn French and the track exists.
 * `speaking`: the speaking estimate's level when the caller has already read it (the dashboard).
 */
export async function learnerTrack(
  db: Database,
  { userId }: { userId: string },
  locale: Locale,
  { now = new Date(), speaking }: { now?: Date; speaking?: Level | null } = {},
): Promise<LearnerTrack | null> {
  const profile = await getLearnerProfile(db, { userId });
  if (profile?.targetLanguage !== TRACK_COURSE) return null;
  const [track, readinessByUser] = await Promise.all([
    trackProgress(db, { userId, courseId: TRACK_COURSE }, locale),
    readinessOf(db, { userIds: [userId] }, now, speaking),
  ]);
  if (!track) return null;
  const readiness = readinessByUser.get(userId)!;
  const belowB1 = [readiness.listening.level, readiness.speaking.level].some(
    (level) => level === null || levelRank(level) < levelRank("B1"),
  );
  return { track, readiness, suggested: belowB1 || profile.levelTarget !== null || track.done > 0 };
}

export type TeamTrackRow = { userId: string; name: string; readiness: Readiness };
export type TeamTrack = (
  | { kind: "named"; rows: TeamTrackRow[]; total: number; page: number; pageCount: number }
  | { kind: "aggregate"; learners: number; counts: Record<ReadinessStatus, number> | null }
) & {
  /** When the estimates were computed: they are kept a few minutes for the whole organization. */
  computedAt: Date;
};

export type TeamTrackSort = "name" | "status" | "date";

/** Rows per page of the named table: an organization may have thousands of learners. */
export const TEAM_TRACK_PAGE_SIZE = 50;

/**
 * The organization's members who learn French and where each stands. Under named sharing, one row
 * per person; otherwise counts only, withheld under MIN_GROUP_SIZE people like every team figure.
 * The estimates read every member's practice (about 0.1 s for 2,000): they are shared figures,
 * recomputed every few minutes or when someone joins or leaves; the sharing, the sort and the
 * page (TEAM_TRACK_PAGE_SIZE rows, clamped to the last) are applied on each view.
 */
export async function teamTrack(
  db: Database,
  { organizationId, dataSharing }: { organizationId: string; dataSharing: "aggregates" | "named" },
  { sort = "status", page = 1 }: { sort?: TeamTrackSort; page?: number } = {},
  now = new Date(),
): Promise<TeamTrack> {
  const { value, computedAt } = await sharedFigures(db, { organizationId, key: "level4:v1" }, () =>
    teamReadiness(db, organizationId, now),
  );
  // Stored as JSON: the dates come back as strings.
  const rows = value.map((row) => ({
    ...row,
    readiness: { ...row.readiness, readyBy: row.readiness.readyBy ? new Date(row.readiness.readyBy) : null },
  }));
  if (dataSharing === "named") {
    const pageCount = Math.max(1, Math.ceil(rows.length / TEAM_TRACK_PAGE_SIZE));
    const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
    const start = (shown - 1) * TEAM_TRACK_PAGE_SIZE;
    return {
      kind: "named",
      rows: sortRows(rows, sort).slice(start, start + TEAM_TRACK_PAGE_SIZE),
      total: rows.length,
      page: shown,
      pageCount,
      computedAt,
    };
  }
  const counts: Record<ReadinessStatus, number> = { ready: 0, onTrack: 0, onTheWay: 0, notStarted: 0 };
  for (const row of rows) counts[row.readiness.status] += 1;
  return {
    kind: "aggregate",
    learners: rows.length,
    counts: rows.length >= MIN_GROUP_SIZE ? counts : null,
    computedAt,
  };
}

async function teamReadiness(db: Database, organizationId: string, now: Date): Promise<TeamTrackRow[]> {
  const frenchMembers = and(eq(member.organizationId, organizationId), eq(learnerProfile.targetLanguage, TRACK_COURSE));
  const learners = await db
    .select({ userId: user.id, name: user.name })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .innerJoin(learnerProfile, eq(learnerProfile.userId, member.userId))
    .where(frenchMembers)
    .orderBy(asc(user.name));
  // The same people as a subquery for the estimate's reads: cheaper than binding thousands of ids.
  const users = db
    .select({ userId: member.userId })
    .from(member)
    .innerJoin(learnerProfile, eq(learnerProfile.userId, member.userId))
    .where(frenchMembers);
  const readiness = await readinessOf(db, { userIds: learners.map((row) => row.userId), users }, now);
  return learners.map((row) => ({ ...row, readiness: readiness.get(row.userId)! }));
}

const byName = (a: TeamTrackRow, b: TeamTrackRow) => a.name.localeCompare(b.name, "fr");
const dateOf = (row: TeamTrackRow) => row.readiness.readyBy?.getTime() ?? Infinity;

function sortRows(rows: TeamTrackRow[], sort: TeamTrackSort): TeamTrackRow[] {
  const compare: Record<TeamTrackSort, (a: TeamTrackRow, b: TeamTrackRow) => number> = {
    name: byName,
    status: (a, b) =>
      STATUS_ORDER[a.readiness.status] - STATUS_ORDER[b.readiness.status] || dateOf(a) - dateOf(b) || byName(a, b),
    date: (a, b) =>
      dateOf(a) - dateOf(b) || STATUS_ORDER[a.readiness.status] - STATUS_ORDER[b.readiness.status] || byName(a, b),
  };
  return [...rows].sort(compare[sort]);
}
