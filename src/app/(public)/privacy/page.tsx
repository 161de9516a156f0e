import { LegalView, legalMetadata } from "@/features/legal/components/legal-view";
import { Markdown } from "@/features/marketing/components/markdown";

export const generateMetadata = () => legalMetadata("privacy");

/** The privacy policy in force, in the visitor's language; older versions at /privacy/<date>. */
export default function PrivacyPage() {
  return <LegalView document="privacy" markdown={Markdown} />;
}
