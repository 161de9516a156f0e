import { apiRoute } from "@/app/api/_lib/route";
import { certificatePdf } from "@/features/certificates";
import { ApiError } from "@/lib/api/errors";
import { downloadResponse } from "@/lib/api/download";

/** The learner's own certificate as a PDF, in French then their language; 404 for anyone else's (its learning data, no subscription needed). */
export const GET = apiRoute({}, async ({ request, db, viewer, locale }) => {
  const certificateId = decodeURIComponent(request.nextUrl.pathname.split("/").at(-2) ?? "");
  if (!/^[\w-]{1,64}$/.test(certificateId)) throw new ApiError("not_found");
  const pdf = await certificatePdf(db, { userId: viewer.userId, certificateId, locale });
  if (!pdf) throw new ApiError("not_found");
  return downloadResponse(pdf.bytes, { type: "application/pdf", filename: pdf.filename, length: pdf.bytes.byteLength });
});
