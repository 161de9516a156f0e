import { apiRoute } from "@/app/api/_lib/route";
import { forgetLearner } from "@/features/tutor";

/** Erases what Madame remembers of the learner; erasing one's data needs no subscription (Law 25). */
export const DELETE = apiRoute({}, async ({ db, viewer }) => {
  await forgetLearner(db, viewer);
  return Response.json({ ok: true });
});
