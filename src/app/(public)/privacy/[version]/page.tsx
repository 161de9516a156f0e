import { LegalView, legalMetadata } from "@/features/legal/components";
import { Markdown } from "@/features/marketing/components";

type Params = { params: Promise<{ version: string }> };

export async function generateMetadata({ params }: Params) {
  return legalMetadata("privacy", (await params).version);
}

/** One dated version of the privacy (/privacy/YYYY-MM-DD); an unknown date is a 404. */
export default async function PrivacyVersionPage({ params }: Params) {
  return <LegalView document="privacy" version={(await params).version} markdown={Markdown} />;
}
