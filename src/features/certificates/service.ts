import type { Database } from "@/db";
import { env } from "@/env";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { renderCertificatePdf } from "./certificate-pdf";
import { certificateDocument } from "./document";
import { getOwnCertificate } from "./queries";

/** The learner's own certificate as a PDF (French, then their language); null for anyone else's or none; a revoked one is refused. */
export async function certificatePdf(
  db: Database,
  { userId, certificateId, locale }: { userId: string; certificateId: string; locale: Locale },
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string } | null> {
  const issued = await getOwnCertificate(db, { userId, certificateId });
  if (!issued) return null;
  if (issued.revokedAt) throw new ApiError("certificate_revoked");
  const doc = await certificateDocument(issued, { locale, appUrl: env().APP_URL });
  return { bytes: await renderCertificatePdf(doc), filename: doc.filename };
}
