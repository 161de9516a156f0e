import { apiRoute } from "@/app/api/_lib/route";
import { joinRanking, leaveRanking, rankingChoice, weeklyRanking } from "@/features/rewards";

/** Joins or leaves the weekly ranking of the caller's active organization; answers with the ranking as it now stands. */
export const POST = apiRoute({ auth: "member", input: rankingChoice }, async ({ input, db, viewer, membership }) => {
  const scope = { organizationId: membership.organizationId, userId: viewer.userId };
  await (input.join ? joinRanking(db, scope) : leaveRanking(db, scope));
  return Response.json(await weeklyRanking(db, scope));
});
