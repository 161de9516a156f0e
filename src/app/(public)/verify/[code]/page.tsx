import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { verifyCertificate } from "@/features/certificates";
import { VerificationMissing, VerificationRevoked, VerificationView } from "@/features/certificates/components";
import { clientAddress } from "@/lib/client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("certificates.verify");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** A certificate's public verification, for anyone with its code: only the name, level, date and organization. */
export default async function VerifyCertificatePage({ params }: { params: Promise<{ code: string }> }) {
  const [{ code }, requestHeaders, db] = await Promise.all([params, headers(), getDb()]);
  const verification = await verifyCertificate(db, { code, client: clientAddress(requestHeaders) });
  if (verification.status === "unknown") notFound();
  return (
    <div className="mx-auto flex max-w-6xl flex-col px-4 py-12 md:px-8 md:py-16">
      {verification.status === "found" ? (
        <VerificationView certificate={verification.certificate} />
      ) : verification.status === "revoked" ? (
        <VerificationRevoked revokedAt={verification.revokedAt} />
      ) : (
        <VerificationMissing reason="limited" />
      )}
    </div>
  );
}
