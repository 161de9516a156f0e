import { getDb } from "@/db";
import { renderReportPdf, reportCsv, requireTeamAdmin, yearlyReport } from "@/features/team";
import { downloadResponse } from "@/lib/api/download";
import { apiRoute } from "@/lib/api/handler";

/** The yearly francization report of the admin's organization, in French: `?format=pdf|csv&year=2026`. */
export const GET = apiRoute({}, async ({ request }) => {
  const { membership, organization } = await requireTeamAdmin(request);
  const params = request.nextUrl.searchParams;
  const { year, document } = await yearlyReport(await getDb(), { organizationId: membership.organizationId, organizationName: organization.name, timeZone: organization.timeZone }, { year: params.get("year") ?? undefined });
  const csv = params.get("format") === "csv";
  const body = csv ? reportCsv(document) : await renderReportPdf(document);
  return downloadResponse(body, { type: csv ? "text/csv; charset=utf-8" : "application/pdf", filename: `rapport-francisation-${year}.${csv ? "csv" : "pdf"}` });
});
