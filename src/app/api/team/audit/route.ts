import { apiRoute } from "@/app/api/_lib/route";
import { auditCsv, exportAuditEvents, parseAuditFilters, recordAudit } from "@/features/audit";
import { ApiError } from "@/lib/api/errors";
import { downloadResponse } from "@/lib/api/download";

/** The audit trail as CSV, with the page's filters (`?person=&act=&from=&to=`); owners only, and itself audited. */
export const GET = apiRoute(
  { auth: "teamAdmin" },
  async ({ request, locale, db, viewer, membership, organization }) => {
    if (membership.role !== "owner") throw new ApiError("forbidden");
    const parsed = parseAuditFilters(request.nextUrl.searchParams);
    if (!parsed.ok) throw new ApiError(parsed.code);
    const scope = { organizationId: membership.organizationId, timeZone: organization.timeZone };
    const entries = await exportAuditEvents(db, scope, parsed.filters);
    const csv = await auditCsv(entries, locale);
    await recordAudit(db, membership, {
      act: "export.downloaded",
      actor: { id: viewer.userId, name: viewer.name },
      after: { export: "auditTrail", rows: entries.length, ...parsed.filters },
    });
    return downloadResponse(csv, {
      type: "text/csv; charset=utf-8",
      filename: `journal-audit-${new Date().toISOString().slice(0, 10)}.csv`,
    });
  },
);
