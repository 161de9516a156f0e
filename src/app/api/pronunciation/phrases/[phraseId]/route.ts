import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { deleteGeneratedPhrase } from "@/features/pronunciation";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** Deletes one of the learner's generated phrases (its attempts and scores stay); anyone else's is not found. */
export const DELETE = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiLearner(request);
  const phraseId = decodeURIComponent(request.nextUrl.pathname.split("/").pop() ?? "");
  if (!/^[\w-]{1,64}$/.test(phraseId) || !(await deleteGeneratedPhrase(await getDb(), { userId: viewer.userId, phraseId }))) throw new ApiError("not_found");
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
