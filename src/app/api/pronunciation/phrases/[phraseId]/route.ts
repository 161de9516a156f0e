import { apiRoute } from "@/app/api/_lib/route";
import { deleteGeneratedPhrase } from "@/features/pronunciation";
import { ApiError } from "@/lib/api/errors";

/** Deletes one of the learner's generated phrases (its attempts and scores stay); anyone else's is not found. */
export const DELETE = apiRoute({ auth: "learner" }, async ({ request, db, viewer }) => {
  const phraseId = decodeURIComponent(request.nextUrl.pathname.split("/").pop() ?? "");
  if (!/^[\w-]{1,64}$/.test(phraseId) || !(await deleteGeneratedPhrase(db, { userId: viewer.userId, phraseId })))
    throw new ApiError("not_found");
  return Response.json({ ok: true });
});
