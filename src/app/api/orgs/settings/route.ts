import { apiRoute } from "@/app/api/_lib/route";
import { organizationSettingsInput, saveOrganizationSettings } from "@/features/orgs";

/** The organization's name, privacy officer and data-sharing policy; admins only. */
export const POST = apiRoute(
  { auth: "admin", input: organizationSettingsInput },
  async ({ input, db, viewer, membership }) => {
    await saveOrganizationSettings(db, { userId: viewer.userId, membership }, input);
    return Response.json({ settings: input });
  },
);
