import { apiRoute } from "@/app/api/_lib/route";
import { badgesSeen, markBadgesSeen } from "@/features/rewards";

/** The badges whose celebration the learner has seen: they are not celebrated again. */
export const POST = apiRoute({ input: badgesSeen }, async ({ input, db, viewer }) => {
  await markBadgesSeen(db, viewer, input.badgeIds);
  return new Response(null, { status: 204 });
});
