import { apiRoute } from "@/app/api/_lib/route";
import { viewerFromHeaders } from "@/features/auth";

/** Who is signed in, for the browser's session watcher: `{ user: null }` when nobody is. */
export const GET = apiRoute({ public: true, database: false }, async ({ request }) => {
  const viewer = await viewerFromHeaders(request.headers);
  return Response.json({ user: viewer ? { id: viewer.userId } : null });
});
