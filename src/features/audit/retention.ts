import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";

/**
 * Deletes the entries older than each organization's retention (in months), all organizations in
 * one statement; returns how many went.
 */
export async function deleteExpiredAuditEvents(db: Database, now = new Date()): Promise<number> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`delete from audit_event e using organization o
        where o.id = e.organization_id
          and e.occurred_at < ${now.toISOString()}::timestamptz - make_interval(months => o.audit_retention_months)
        returning e.id`,
  );
  return rows.length;
}
