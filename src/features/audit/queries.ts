import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "@/db";
import { auditEvent, organization } from "@/db/schema";
import { addDays, startOfLocalDay } from "@/lib/days";
import type { AuditAct } from "@/config/audit";
import type { AuditFilters } from "./schemas";

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds; past it the admin narrows the filters. */
export const AUDIT_EXPORT_LIMIT = 10_000;

export type AuditEntry = {
  id: string;
  act: AuditAct;
  actorName: string;
  subjectName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  occurredAt: Date;
};

type Scope = { organizationId: string; timeZone: string };

const entryColumns = {
  id: auditEvent.id,
  act: auditEvent.act,
  actorName: auditEvent.actorName,
  subjectName: auditEvent.subjectName,
  before: auditEvent.before,
  after: auditEvent.after,
  occurredAt: auditEvent.occurredAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (sign) => `\\${sign}`);
}

function matching({ organizationId, timeZone }: Scope, filters: AuditFilters): SQL | undefined {
  const person = filters.person && `%${escapeLike(filters.person)}%`;
  return and(
    eq(auditEvent.organizationId, organizationId),
    person ? or(ilike(auditEvent.actorName, person), ilike(auditEvent.subjectName, person)) : undefined,
    filters.act ? eq(auditEvent.act, filters.act) : undefined,
    filters.from ? gte(auditEvent.occurredAt, startOfLocalDay(filters.from, timeZone)) : undefined,
    filters.to ? lt(auditEvent.occurredAt, startOfLocalDay(addDays(filters.to, 1), timeZone)) : undefined,
  );
}

/** One page of the organization's trail, newest first, with how many entries match in all. */
export async function listAuditEvents(
  db: Database,
  scope: Scope,
  filters: AuditFilters,
  page = 1,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = matching(scope, filters);
  const [entries, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditEvent)
      .where(where)
      .orderBy(desc(auditEvent.occurredAt), desc(auditEvent.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditEvent).where(where),
  ]);
  return { entries, total: counted?.total ?? 0 };
}

/** Every entry the filters match, newest first, up to the export's limit. */
export async function exportAuditEvents(db: Database, scope: Scope, filters: AuditFilters): Promise<AuditEntry[]> {
  return db
    .select(entryColumns)
    .from(auditEvent)
    .where(matching(scope, filters))
    .orderBy(desc(auditEvent.occurredAt), desc(auditEvent.id))
    .limit(AUDIT_EXPORT_LIMIT);
}

export type AuditEntryAboutMe = AuditEntry & { organizationName: string };

/**
 * What the organizations did about one person, in all their organizations, newest first: what
 * the learner reads in their privacy page and gets in their personal-data export.
 */
export async function auditEventsAbout(db: Database, { userId }: { userId: string }): Promise<AuditEntryAboutMe[]> {
  return db
    .select({ ...entryColumns, organizationName: organization.name })
    .from(auditEvent)
    .innerJoin(organization, eq(organization.id, auditEvent.organizationId))
    .where(eq(auditEvent.subjectId, userId))
    .orderBy(desc(auditEvent.occurredAt), desc(auditEvent.id))
    .limit(500);
}
