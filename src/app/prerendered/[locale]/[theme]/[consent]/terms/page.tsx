import TermsPage, { generateMetadata as termsMetadata } from "@/app/(public)/terms/page";
import { variantOf, type VariantParams } from "@/app/_document/variant-params";

type Props = { params: Promise<VariantParams> };

export async function generateMetadata({ params }: Props) {
  await variantOf(params);
  return termsMetadata();
}

export default async function PrerenderedTermsPage({ params }: Props) {
  await variantOf(params);
  return <TermsPage />;
}
