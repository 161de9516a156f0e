import { apiRoute } from "@/app/api/_lib/route";
import { revokeMemberCertificate } from "@/features/certificates";
import { ApiError } from "@/lib/api/errors";

/** An owner or admin revokes a member's certificate naming their organization; 404 for any other. */
export const POST = apiRoute({ auth: "admin" }, async ({ request, db, viewer, membership }) => {
  const certificateId = decodeURIComponent(request.nextUrl.pathname.split("/").at(-2) ?? "");
  if (!/^[\w-]{1,64}$/.test(certificateId)) throw new ApiError("not_found");
  const { revokedAt } = await revokeMemberCertificate(db, {
    organizationId: membership.organizationId,
    actorId: viewer.userId,
    certificateId,
  });
  return Response.json({ revokedAt: revokedAt.toISOString() });
});
