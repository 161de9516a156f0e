import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { generatePhrases } from "@/features/pronunciation";
import { apiRoute } from "@/lib/api/handler";

/** Practice phrases written by the model for the learner's job, checked, then kept as theirs. */
export const POST = apiRoute({}, async ({ request, locale }) => {
  const viewer = await requireApiLearner(request);
  const result = await generatePhrases(await getDb(), viewer, locale);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});
