import ResourcesPage, { generateMetadata as resourcesMetadata } from "@/app/(public)/blog/resources/page";
import { variantOf, type VariantParams } from "@/app/_document/variant-params";

type Props = { params: Promise<VariantParams> };

export async function generateMetadata({ params }: Props) {
  await variantOf(params);
  return resourcesMetadata();
}

export default async function PrerenderedResourcesPage({ params }: Props) {
  await variantOf(params);
  return <ResourcesPage />;
}
