import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { exportPersonalData } from "@/features/privacy";
import { downloadResponse } from "@/lib/api/download";
import { apiRoute } from "@/lib/api/handler";

/** The signed-in person's own data, all of it, as a JSON download (Law 25 portability). */
export const GET = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiViewer(request);
  const data = await exportPersonalData(await getDb(), { userId: viewer.userId });
  return downloadResponse(JSON.stringify(data, null, 2), { type: "application/json; charset=utf-8", filename: `madameai-mes-donnees-${new Date().toISOString().slice(0, 10)}.json` });
});
