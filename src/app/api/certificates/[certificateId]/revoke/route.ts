import { apiRoute } from "@/app/api/_lib/route";
import { withdrawCertificate } from "@/features/certificates";
import { ApiError } from "@/lib/api/errors";

/** The holder withdraws their own certificate: its verification page then says it was revoked. 404 for anyone else's. */
export const POST = apiRoute({}, async ({ request, db, viewer }) => {
  const certificateId = decodeURIComponent(request.nextUrl.pathname.split("/").at(-2) ?? "");
  if (!/^[\w-]{1,64}$/.test(certificateId)) throw new ApiError("not_found");
  const { revokedAt } = await withdrawCertificate(db, { userId: viewer.userId, certificateId });
  return Response.json({ revokedAt: revokedAt.toISOString() });
});
