import { getDb } from "@/db";
import { organizationSettingsInput, requireApiMembership, saveOrganizationSettings } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** The organization's name, privacy officer and data-sharing policy; admins only. */
export const POST = apiRoute({ input: organizationSettingsInput }, async ({ request, input }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  await saveOrganizationSettings(await getDb(), { userId: viewer.userId, membership }, input);
  return Response.json({ settings: input }, { headers: { "Cache-Control": "no-store" } });
});
