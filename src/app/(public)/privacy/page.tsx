import { LegalView, legalMetadata } from "@/features/legal/components";
import { Markdown } from "@/features/marketing/components";

export const generateMetadata = () => legalMetadata("privacy");

/** The privacy policy in force, in the visitor's language; older versions at /privacy/<date>. */
export default function PrivacyPage() {
  return <LegalView document="privacy" markdown={Markdown} />;
}
