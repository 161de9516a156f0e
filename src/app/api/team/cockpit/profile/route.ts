import { getDb } from "@/db";
import { francizationProfileInput, requireTeamAdmin, saveFrancizationProfile } from "@/features/team";
import { apiRoute } from "@/lib/api/handler";

/** An admin saves the organization's profile for the Charter: size, establishments, dates of each step. */
export const PUT = apiRoute({ input: francizationProfileInput }, async ({ request, input }) => {
  const { membership } = await requireTeamAdmin(request);
  await saveFrancizationProfile(await getDb(), membership, input);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
