import { apiRoute } from "@/app/api/_lib/route";
import { deleteOrganization } from "@/features/orgs";

/** Deletes the caller's organization: owners only, and only while its flag is on. */
export const POST = apiRoute({ auth: "admin" }, async ({ db, viewer, membership }) => {
  await deleteOrganization(db, { userId: viewer.userId, membership });
  return Response.json({ redirect: "/dashboard" });
});
