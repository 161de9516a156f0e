import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { exportPersonalData } from "@/features/privacy";
import { apiRoute } from "@/lib/api/handler";

/** The signed-in person's own data, all of it, as a JSON download (Law 25 portability). */
export const GET = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiViewer(request);
  const data = await exportPersonalData(await getDb(), { userId: viewer.userId });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="madameai-mes-donnees-${new Date().toISOString().slice(0, 10)}.json"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
