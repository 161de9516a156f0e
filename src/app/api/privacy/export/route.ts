import { apiRoute } from "@/app/api/_lib/route";
import { exportPersonalData } from "@/features/privacy";
import { downloadResponse } from "@/lib/api/download";

/** The signed-in person's own data, all of it, as a JSON download (Law 25 portability). */
export const GET = apiRoute({}, async ({ db, viewer }) => {
  const data = await exportPersonalData(db, { userId: viewer.userId });
  return downloadResponse(JSON.stringify(data, null, 2), {
    type: "application/json; charset=utf-8",
    filename: `madameai-mes-donnees-${new Date().toISOString().slice(0, 10)}.json`,
  });
});
