import { LegalView, legalMetadata } from "@/features/legal/components";
import { Markdown } from "@/features/marketing/components";

type Params = { params: Promise<{ version: string }> };

export async function generateMetadata({ params }: Params) {
  return legalMetadata("terms", (await params).version);
}

/** One dated version of the terms (/terms/YYYY-MM-DD); an unknown date is a 404. */
export default async function TermsVersionPage({ params }: Params) {
  return <LegalView document="terms" version={(await params).version} markdown={Markdown} />;
}
