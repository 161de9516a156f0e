import { and, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { member, organization, rankingMember, user } from "@/db/schema";
import { lessonXpByLearner } from "@/features/learning";
import { reviewXpByLearner } from "@/features/review";
import { resolveTimeZone } from "@/lib/days";
import { weekWindow } from "./week";

/*
 * The weekly ranking inside one organization: only the members who chose to appear in it, by the
 * XP they earned this week, Monday 00:00 to Monday 00:00 on the organization's clock. Nobody is in
 * it by default, and leaving it removes the learner at once.
 */

type Scope = { organizationId: string; userId: string };

export type RankingEntry = { rank: number; name: string; xp: number; you: boolean };

export type WeeklyRanking = {
  /** Whether the viewer appears in it. */
  joined: boolean;
  timeZone: string;
  /** Monday 00:00 and the next Monday 00:00, organization time (ISO instants). */
  week: { start: string; end: string };
  entries: RankingEntry[];
};

/** The ranking of the viewer's organization for the week holding `now`. Only current members are listed. */
export async function weeklyRanking(
  db: Database,
  { organizationId, userId }: Scope,
  now = new Date(),
): Promise<WeeklyRanking> {
  const [org] = await db
    .select({ timeZone: organization.timeZone })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .limit(1);
  const timeZone = resolveTimeZone(org?.timeZone);
  const week = weekWindow(now, timeZone);
  const people = await db
    .select({ userId: rankingMember.userId, name: user.name })
    .from(rankingMember)
    .innerJoin(
      member,
      and(eq(member.organizationId, rankingMember.organizationId), eq(member.userId, rankingMember.userId)),
    )
    .innerJoin(user, eq(user.id, rankingMember.userId))
    .where(eq(rankingMember.organizationId, organizationId));
  const userIds = people.map((person) => person.userId);
  const [lessonXp, reviewXp] = await Promise.all([
    lessonXpByLearner(db, { userIds, from: week.start, to: week.end }),
    reviewXpByLearner(db, { userIds, from: week.start, to: week.end }),
  ]);

  const scored = people
    .map((person) => ({
      name: person.name,
      xp: (lessonXp.get(person.userId) ?? 0) + (reviewXp.get(person.userId) ?? 0),
      you: person.userId === userId,
    }))
    .sort((a, b) => b.xp - a.xp || a.name.localeCompare(b.name));
  // Equal XP, equal rank (1, 2, 2, 4).
  const entries = scored.map((entry) => ({ ...entry, rank: scored.findIndex((other) => other.xp === entry.xp) + 1 }));
  return {
    joined: people.some((person) => person.userId === userId),
    timeZone,
    week: { start: week.start.toISOString(), end: week.end.toISOString() },
    entries,
  };
}

/** The viewer chooses to appear in their organization's ranking (the route checked the membership). */
export async function joinRanking(db: Database, { organizationId, userId }: Scope): Promise<void> {
  await db.insert(rankingMember).values({ organizationId, userId }).onConflictDoNothing();
}

/** The viewer leaves it: they disappear from it at once. */
export async function leaveRanking(db: Database, { organizationId, userId }: Scope): Promise<void> {
  await db
    .delete(rankingMember)
    .where(and(eq(rankingMember.organizationId, organizationId), eq(rankingMember.userId, userId)));
}
