import HomePage, { generateMetadata as homeMetadata } from "@/app/(public)/page";
import { variantOf, type VariantParams } from "@/app/_document/variant-params";

type Props = { params: Promise<VariantParams> };

export async function generateMetadata({ params }: Props) {
  await variantOf(params);
  return homeMetadata();
}

export default async function PrerenderedHomePage({ params }: Props) {
  await variantOf(params);
  return <HomePage />;
}
