import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { reviewSettings, setRetention } from "@/features/review";
import { apiRoute } from "@/lib/api/handler";

/** The learner's desired retention for spaced review (0.80–0.95). */
export const POST = apiRoute({ input: reviewSettings }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  await setRetention(await getDb(), viewer, input.retention);
  return Response.json({ retention: input.retention });
});
