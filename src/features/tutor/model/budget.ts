import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { organization } from "@/db/schema";
import { resolveMembership } from "@/features/orgs";
import { localDay, resolveTimeZone, startOfLocalDay } from "@/lib/days";
import { modelTurnsSince } from "../queries";

/** Turns per day for a learner without an organization (an individual subscription). */
export const INDIVIDUAL_DAILY_TURNS = 100;

export type TurnBudget = { used: number; limit: number };

/**
 * The learner's turns with a model today (their own calendar day) and how many they may take:
 * the setting of their active organization, or the individual default. Guided dialogues are free.
 */
export async function turnBudget(
  db: Database,
  learner: { userId: string; activeOrganizationId?: string | null },
  timeZone: string,
  now = new Date(),
): Promise<TurnBudget> {
  const zone = resolveTimeZone(timeZone);
  const [membership, used] = await Promise.all([
    resolveMembership(db, { userId: learner.userId, activeOrganizationId: learner.activeOrganizationId ?? null }),
    modelTurnsSince(db, { userId: learner.userId, since: startOfLocalDay(localDay(now, zone), zone) }),
  ]);
  if (!membership) return { used, limit: INDIVIDUAL_DAILY_TURNS };
  const [org] = await db
    .select({ limit: organization.tutorDailyTurns })
    .from(organization)
    .where(eq(organization.id, membership.organizationId))
    .limit(1);
  return { used, limit: org?.limit ?? INDIVIDUAL_DAILY_TURNS };
}
