import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { badgesSeen, markBadgesSeen } from "@/features/rewards";
import { apiRoute } from "@/lib/api/handler";

/** The badges whose celebration the learner has seen: they are not celebrated again. */
export const POST = apiRoute({ input: badgesSeen }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  await markBadgesSeen(await getDb(), viewer, input.badgeIds);
  return new Response(null, { status: 204 });
});
