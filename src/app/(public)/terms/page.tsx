import { LegalView, legalMetadata } from "@/features/legal/components";
import { Markdown } from "@/features/marketing/components";

export const generateMetadata = () => legalMetadata("terms");

/** The terms of use in force, in the visitor's language; older versions at /terms/<date>. */
export default function TermsPage() {
  return <LegalView document="terms" markdown={Markdown} />;
}
