import { apiRoute } from "@/app/api/_lib/route";
import { recordAudit } from "@/features/audit";
import { progressCsv, recentTeamProgress } from "@/features/team";
import { downloadResponse } from "@/lib/api/download";

/** The progress screen's aggregates as CSV, in the admin's language (`?format=csv`). */
export const GET = apiRoute({ auth: "teamAdmin" }, async ({ locale, db, viewer, membership, organization }) => {
  const { value: progress } = await recentTeamProgress(db, {
    organizationId: membership.organizationId,
    timeZone: organization.timeZone,
  });
  const csv = await progressCsv(progress, locale);
  await recordAudit(db, membership, {
    act: "export.downloaded",
    actor: { id: viewer.userId, name: viewer.name },
    after: { export: "teamProgress" },
  });
  return downloadResponse(csv, {
    type: "text/csv; charset=utf-8",
    filename: `progression-equipe-${new Date().toISOString().slice(0, 10)}.csv`,
  });
});
