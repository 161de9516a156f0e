import { randomUUID } from "node:crypto";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "@/db";
import { namedViewAudit } from "@/db/schema";

/*
 * Law 25: each time an admin opens one named learner's progress, who looked at whom and when is
 * written down, and the organization's owners can read it. Names are copied in so the log still
 * reads right after someone leaves.
 */

export const AUDIT_PAGE_SIZE = 100;
export type NamedView = { id: string; viewerName: string; subjectName: string; viewedAt: Date };

export async function recordNamedView(
  db: Database,
  { organizationId }: { organizationId: string },
  view: { viewerId: string; viewerName: string; subjectId: string; subjectName: string },
): Promise<void> {
  await db.insert(namedViewAudit).values({ id: randomUUID(), organizationId, ...view });
}

/** The newest views first, a page at a time (`before`: the last date of the previous page). */
export async function listNamedViews(
  db: Database,
  { organizationId }: { organizationId: string },
  { before }: { before?: Date } = {},
): Promise<NamedView[]> {
  return db
    .select({
      id: namedViewAudit.id,
      viewerName: namedViewAudit.viewerName,
      subjectName: namedViewAudit.subjectName,
      viewedAt: namedViewAudit.viewedAt,
    })
    .from(namedViewAudit)
    .where(
      and(eq(namedViewAudit.organizationId, organizationId), before ? lt(namedViewAudit.viewedAt, before) : undefined),
    )
    .orderBy(desc(namedViewAudit.viewedAt), desc(namedViewAudit.id))
    .limit(AUDIT_PAGE_SIZE);
}
