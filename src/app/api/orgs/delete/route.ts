import { getDb } from "@/db";
import { deleteOrganization, requireApiMembership } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** Deletes the caller's organization: owners only, and only while its flag is on. */
export const POST = apiRoute({}, async ({ request }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  await deleteOrganization(await getDb(), { userId: viewer.userId, membership });
  return Response.json({ redirect: "/dashboard" }, { headers: { "Cache-Control": "no-store" } });
});
