import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { createOrganization, organizationCreationInput } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/** Creates an organization owned by the caller; refused while the organization-creation flag is off. */
export const POST = apiRoute({ input: organizationCreationInput }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  const created = await createOrganization(await getDb(), viewer, input);
  return Response.json(created, { status: 201, headers: { "Cache-Control": "no-store" } });
});
