import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VerificationMissing } from "@/features/certificates/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("certificates.verify");
  return { title: t("unknownTitle"), robots: { index: false, follow: false } };
}

/** No certificate has this code (404). */
export default function UnknownCertificate() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col px-4 py-12 md:px-8 md:py-16">
      <VerificationMissing reason="unknown" />
    </div>
  );
}
