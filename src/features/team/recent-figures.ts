import type { Database } from "@/db";
import { createStaleCache, type Cached } from "@/lib/stale-cache";
import { teamProgress, type TeamProgress } from "./progress";

/*
 * The team's progress charts read half a year of everyone's practice: on 2,000 members with a
 * year of activity, about 0.4 s on the embedded database. The screens show figures at most five
 * minutes old, say when they were computed, and recompute in the background; the functions they
 * wrap stay exact for the tests and the yearly report.
 */
export const RECENT_FIGURES_MAX_AGE_MS = 5 * 60 * 1000;

const progressCache = createStaleCache<TeamProgress>({ name: "team.progress", maxAgeMs: RECENT_FIGURES_MAX_AGE_MS });

/** The progress screen's figures (and its CSV, so the two agree), with when they were computed. */
export function recentTeamProgress(
  db: Database,
  scope: { organizationId: string; timeZone: string },
): Promise<Cached<TeamProgress>> {
  return progressCache.get(`${scope.organizationId}:${scope.timeZone}`, () => teamProgress(db, scope));
}
