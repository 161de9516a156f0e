import { getDb } from "@/db";
import { progressCsv, recentTeamProgress, requireTeamAdmin } from "@/features/team";
import { downloadResponse } from "@/lib/api/download";
import { apiRoute } from "@/lib/api/handler";

/** The progress screen's aggregates as CSV, in the admin's language (`?format=csv`). */
export const GET = apiRoute({}, async ({ request, locale }) => {
  const { membership, organization } = await requireTeamAdmin(request);
  const { value: progress } = await recentTeamProgress(await getDb(), { organizationId: membership.organizationId, timeZone: organization.timeZone });
  return downloadResponse(await progressCsv(progress, locale), { type: "text/csv; charset=utf-8", filename: `progression-equipe-${new Date().toISOString().slice(0, 10)}.csv` });
});
