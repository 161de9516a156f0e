import { apiRoute } from "@/app/api/_lib/route";
import { francizationProfileInput, saveFrancizationProfile } from "@/features/francization";

/** An admin saves the organization's profile for the Charter: size, establishments, dates of each step. */
export const PUT = apiRoute(
  { auth: "teamAdmin", input: francizationProfileInput },
  async ({ input, db, viewer, membership }) => {
    await saveFrancizationProfile(db, { organizationId: membership.organizationId, actorId: viewer.userId }, input);
    return Response.json({ ok: true });
  },
);
