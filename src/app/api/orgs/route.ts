import { apiRoute } from "@/app/api/_lib/route";
import { createOrganization, organizationCreationInput } from "@/features/orgs";

/** Creates an organization owned by the caller; refused while the organization-creation flag is off. */
export const POST = apiRoute({ input: organizationCreationInput }, async ({ input, db, viewer }) =>
  Response.json(await createOrganization(db, viewer, input), { status: 201 }),
);
