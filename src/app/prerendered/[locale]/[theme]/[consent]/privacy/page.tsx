import PrivacyPage, { generateMetadata as privacyMetadata } from "@/app/(public)/privacy/page";
import { variantOf, type VariantParams } from "@/app/_document/variant-params";

type Props = { params: Promise<VariantParams> };

export async function generateMetadata({ params }: Props) {
  await variantOf(params);
  return privacyMetadata();
}

export default async function PrerenderedPrivacyPage({ params }: Props) {
  await variantOf(params);
  return <PrivacyPage />;
}
