import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { forgetLearner } from "@/features/tutor";
import { apiRoute } from "@/lib/api/handler";

/** Erases what Madame remembers of the learner; erasing one's data needs no subscription (Law 25). */
export const DELETE = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiViewer(request);
  await forgetLearner(await getDb(), viewer);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
