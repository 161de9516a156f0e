import { getDb } from "@/db";
import { requireApiMembership } from "@/features/orgs";
import { joinRanking, leaveRanking, rankingChoice, weeklyRanking } from "@/features/rewards";
import { apiRoute } from "@/lib/api/handler";

/** Joins or leaves the weekly ranking of the caller's active organization; answers with the ranking as it now stands. */
export const POST = apiRoute({ input: rankingChoice }, async ({ request, input }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: false });
  const db = await getDb();
  const scope = { organizationId: membership.organizationId, userId: viewer.userId };
  await (input.join ? joinRanking(db, scope) : leaveRanking(db, scope));
  return Response.json(await weeklyRanking(db, scope), { headers: { "Cache-Control": "no-store" } });
});
