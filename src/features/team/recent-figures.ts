import type { Database } from "@/db";
import { teamProgress, type TeamProgress } from "./progress";
import { sharedFigures, type Cached } from "./shared-figures";

/**
 * The progress screen's figures (and its CSV, so the two agree), with when they were computed:
 * shared by every process, at most five minutes old (shared-figures.ts). `teamProgress` itself
 * stays exact for the tests and the yearly report.
 */
export function recentTeamProgress(
  db: Database,
  scope: { organizationId: string; timeZone: string },
): Promise<Cached<TeamProgress>> {
  return sharedFigures(db, { organizationId: scope.organizationId, key: `progress:v2:${scope.timeZone}` }, () =>
    teamProgress(db, scope),
  );
}
