import { apiRoute } from "@/app/api/_lib/route";
import { recordAudit } from "@/features/audit";
import { renderReportPdf, reportCsv, yearlyReport } from "@/features/francization";
import { downloadResponse } from "@/lib/api/download";

/** The yearly francization report of the admin's organization, in French: `?format=pdf|csv&year=2026`. */
export const GET = apiRoute({ auth: "teamAdmin" }, async ({ request, db, viewer, membership, organization }) => {
  const params = request.nextUrl.searchParams;
  const { year, document } = await yearlyReport(
    db,
    { organizationId: membership.organizationId, organizationName: organization.name, timeZone: organization.timeZone },
    { year: params.get("year") ?? undefined },
  );
  const csv = params.get("format") === "csv";
  const body = csv ? reportCsv(document) : await renderReportPdf(document);
  await recordAudit(db, membership, {
    act: "report.downloaded",
    actor: { id: viewer.userId, name: viewer.name },
    after: { report: "francization", year, format: csv ? "csv" : "pdf" },
  });
  return downloadResponse(body, {
    type: csv ? "text/csv; charset=utf-8" : "application/pdf",
    filename: `rapport-francisation-${year}.${csv ? "csv" : "pdf"}`,
  });
});
