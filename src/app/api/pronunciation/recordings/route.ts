import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { deleteAllRecordings } from "@/features/pronunciation";
import { apiRoute } from "@/lib/api/handler";

/** Deletes all of the learner's recordings at once (their scores stay). */
export const DELETE = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiLearner(request);
  const deleted = await deleteAllRecordings(await getDb(), viewer);
  return Response.json({ deleted }, { headers: { "Cache-Control": "no-store" } });
});
